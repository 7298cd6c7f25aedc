package ai.silogen.kaiwo.cli.list;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.workload.WorkloadView;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadRowTest {
  private static final Instant NOW = Instant.parse("2026-01-01T10:10:00Z");
  private static final Pod UNSCHEDULABLE =
      new PodBuilder()
          .withNewMetadata()
          .withName("gpu-job-dpvsk")
          .endMetadata()
          .withNewStatus()
          .withPhase("Pending")
          .addNewCondition()
          .withType("PodScheduled")
          .withStatus("False")
          .withReason("Unschedulable")
          .withMessage("0/5 nodes are available: 5 Insufficient amd.com/gpu.")
          .endCondition()
          .endStatus()
          .build();
  private static final String STUCK =
      "pod gpu-job-dpvsk: Unschedulable: 0/5 nodes are available: 5 Insufficient amd.com/gpu.";

  @Test
  void aWaitingWorkloadsStuckPodExplainsItBetterThanItsConditions() {
    WorkloadView starting = job("STARTING", condition("Admitted", "Workload is admitted"));

    assertThat(detail(starting, List.of(UNSCHEDULABLE))).isEqualTo(STUCK);
    assertThat(detail(starting, List.of())).isEqualTo("Workload is admitted");
  }

  @Test
  void aFinishedWorkloadsLeftoverPodsExplainNothing() {
    WorkloadView complete = job("COMPLETE", condition("Finished", "Job completed"));

    assertThat(detail(complete, List.of(UNSCHEDULABLE))).isEqualTo("Job completed");
  }

  @Test
  void aModelKeepsItsReplicasAndAddsItsStuckPod() {
    GenericKubernetesResource model = object("Model");
    model.setAdditionalProperty("spec", Map.of("resourceProfile", "cpu:1", "minReplicas", 1));
    model.setAdditionalProperty("status", Map.of("replicas", Map.of("all", 1, "ready", 0)));

    assertThat(detail(WorkloadView.of(model), List.of(UNSCHEDULABLE)))
        .isEqualTo("cpu:1, 0/1 replicas ready; " + STUCK);
  }

  private static String detail(WorkloadView view, List<Pod> pods) {
    return WorkloadRow.of(view, NOW, ModelGpus.UNKNOWN, pods).detail();
  }

  private static WorkloadView job(String status, Map<String, Object> condition) {
    GenericKubernetesResource job = object("KaiwoJob");
    job.setAdditionalProperty("spec", Map.of("gpus", 1));
    job.setAdditionalProperty("status", Map.of("status", status, "conditions", List.of(condition)));
    return WorkloadView.of(job);
  }

  private static Map<String, Object> condition(String type, String message) {
    return Map.of(
        "type", type, "status", "True", "message", message, "lastTransitionTime", NOW.toString());
  }

  private static GenericKubernetesResource object(String kind) {
    return new GenericKubernetesResourceBuilder()
        .withKind(kind)
        .withNewMetadata()
        .withName("gpu-job")
        .withNamespace("team-a")
        .endMetadata()
        .build();
  }
}
