package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.build;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.env;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A batch Job split over several pods gets what its pods need to find each other. */
class RendezvousTest {

  private static final String INDEX_PATH =
      "metadata.annotations['batch.kubernetes.io/job-completion-index']";

  @Test
  void twoPodSplitGetsHeadlessServiceSubdomainAndEnvironment() {
    DesiredState state =
        build(job("metadata: {name: big}\nspec: {gpus: 16, gpuVendor: nvidia, image: x}"));
    Job job = (Job) state.workload();
    assertThat(job.getSpec().getCompletions()).isEqualTo(2);
    assertThat(job.getSpec().getTemplate().getSpec().getSubdomain()).isEqualTo("big");

    Service service = state.podService().orElseThrow();
    assertThat(service.getMetadata().getName()).isEqualTo("big");
    assertThat(service.getMetadata().getNamespace()).isEqualTo("team");
    assertThat(service.getMetadata().getLabels()).containsEntry("kaiwo.silogen.ai/name", "big");
    assertThat(service.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(
            owner -> {
              assertThat(owner.getKind()).isEqualTo("KaiwoJob");
              assertThat(owner.getUid()).isEqualTo(ModelFixtures.UID);
              assertThat(owner.getController()).isTrue();
            });
    assertThat(service.getSpec().getClusterIP()).isEqualTo("None");
    assertThat(service.getSpec().getPublishNotReadyAddresses()).isTrue();
    assertThat(service.getSpec().getSelector())
        .containsExactlyEntriesOf(java.util.Map.of("batch.kubernetes.io/job-name", "big"));
    assertThat(state.all())
        .extracting(HasMetadata::getKind)
        .containsSubsequence("LocalQueue", "Service", "Job");

    Container container = job.getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(env(container))
        .containsEntry("MASTER_ADDR", "big-0.big.team.svc")
        .containsEntry("MASTER_PORT", "29500")
        .containsEntry("WORLD_SIZE", "2")
        .containsEntry("NNODES", "2")
        .containsEntry("NPROC_PER_NODE", "8")
        .containsEntry("PET_MASTER_ADDR", "$(MASTER_ADDR)")
        .containsEntry("PET_MASTER_PORT", "$(MASTER_PORT)")
        .containsEntry("PET_NNODES", "$(NNODES)")
        .containsEntry("PET_NODE_RANK", "$(NODE_RANK)")
        .containsEntry("PET_NPROC_PER_NODE", "$(NPROC_PER_NODE)");
    assertThat(fieldPath(container, "NODE_RANK")).isEqualTo(INDEX_PATH);
    assertThat(fieldPath(container, "RANK")).isEqualTo(INDEX_PATH);
    // Kubernetes expands $(VAR) only from variables defined earlier in the list.
    assertThat(names(container)).containsSubsequence("NODE_RANK", "PET_NODE_RANK");
    assertThat(names(container)).containsSubsequence("MASTER_ADDR", "PET_MASTER_ADDR");
  }

  @Test
  void threePodSplitCountsItsPodsAndGpusPerPod() {
    DesiredState state =
        build(job("metadata: {name: nine}\nspec: {gpus: 9, gpuVendor: amd, image: x}"));
    Job job = (Job) state.workload();
    assertThat(job.getSpec().getCompletions()).isEqualTo(3);
    assertThat(job.getSpec().getTemplate().getSpec().getSubdomain()).isEqualTo("nine");
    assertThat(state.podService()).isPresent();
    assertThat(env(job.getSpec().getTemplate().getSpec().getContainers().get(0)))
        .containsEntry("MASTER_ADDR", "nine-0.nine.team.svc")
        .containsEntry("WORLD_SIZE", "3")
        .containsEntry("NNODES", "3")
        .containsEntry("NPROC_PER_NODE", "3");
  }

  @Test
  void explicitReplicasWithoutGpusRunOneProcessPerPod() {
    DesiredState state = build(job("metadata: {name: cpu}\nspec: {replicas: 4, image: x}"));
    Job job = (Job) state.workload();
    assertThat(state.podService()).isPresent();
    assertThat(env(job.getSpec().getTemplate().getSpec().getContainers().get(0)))
        .containsEntry("NNODES", "4")
        .containsEntry("NPROC_PER_NODE", "1");
  }

  @Test
  void singlePodJobStaysAsItWas() {
    DesiredState state =
        build(job("metadata: {name: one}\nspec: {gpus: 8, gpuVendor: nvidia, image: x}"));
    Job job = (Job) state.workload();
    assertThat(state.podService()).isEmpty();
    assertThat(state.all()).extracting(HasMetadata::getKind).doesNotContain("Service");
    assertThat(job.getSpec().getTemplate().getSpec().getSubdomain()).isNull();
    assertThat(names(job.getSpec().getTemplate().getSpec().getContainers().get(0)))
        .doesNotContain(
            "MASTER_ADDR",
            "MASTER_PORT",
            "WORLD_SIZE",
            "NNODES",
            "NODE_RANK",
            "RANK",
            "PET_NNODES");
  }

  @Test
  void variablesTheUserSetWin() {
    DesiredState state =
        build(
            job(
                """
                metadata: {name: mine}
                spec:
                  gpus: 16
                  gpuVendor: nvidia
                  image: x
                  env:
                    - {name: MASTER_PORT, value: "12345"}
                  job:
                    spec:
                      template:
                        spec:
                          containers:
                            - name: main
                              env:
                                - {name: NPROC_PER_NODE, value: "4"}
                """));
    Container container =
        ((Job) state.workload()).getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(env(container))
        .containsEntry("MASTER_PORT", "12345")
        .containsEntry("NPROC_PER_NODE", "4")
        .containsEntry("PET_MASTER_PORT", "$(MASTER_PORT)")
        .containsEntry("MASTER_ADDR", "mine-0.mine.team.svc");
    assertThat(names(container)).filteredOn("MASTER_PORT"::equals).hasSize(1);
    assertThat(names(container)).containsSubsequence("MASTER_PORT", "PET_MASTER_PORT");
  }

  @Test
  void subdomainTheUserSetIsKeptAndKaiwoCreatesNoService() {
    DesiredState state =
        build(
            job(
                """
                metadata: {name: own}
                spec:
                  gpus: 16
                  gpuVendor: nvidia
                  image: x
                  job:
                    spec:
                      template:
                        spec:
                          subdomain: workers
                          containers: [{name: main}]
                """));
    Job job = (Job) state.workload();
    assertThat(job.getSpec().getTemplate().getSpec().getSubdomain()).isEqualTo("workers");
    assertThat(state.podService()).isEmpty();
    assertThat(env(job.getSpec().getTemplate().getSpec().getContainers().get(0)))
        .containsEntry("MASTER_ADDR", "own-0.workers.team.svc");
  }

  @Test
  void nameThatCannotNameTheServiceOrTheHostsIsInvalid() {
    assertThatThrownBy(
            () -> build(job("metadata: {name: 1st}\nspec: {gpus: 16, gpuVendor: nvidia}")))
        .isInstanceOf(InvalidWorkloadException.class)
        .hasMessageContaining("metadata.name: must start with a letter");
    String longName = "a".repeat(62);
    assertThatThrownBy(
            () ->
                build(
                    job("metadata: {name: " + longName + "}\nspec: {gpus: 16, gpuVendor: nvidia}")))
        .isInstanceOf(InvalidWorkloadException.class)
        .hasMessageContaining("metadata.name: must be at most 61 characters")
        .hasMessageContaining(longName + "-1");
    // The same names are fine for a single pod, which needs neither.
    assertThat(build(job("metadata: {name: 1st}\nspec: {gpus: 8, gpuVendor: nvidia}")).podService())
        .isEmpty();
  }

  private static String fieldPath(Container container, String name) {
    return container.getEnv().stream()
        .filter(e -> e.getName().equals(name))
        .findFirst()
        .orElseThrow()
        .getValueFrom()
        .getFieldRef()
        .getFieldPath();
  }

  private static List<String> names(Container container) {
    return container.getEnv().stream().map(EnvVar::getName).toList();
  }
}
