package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.build;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.env;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.quantity;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.service;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.DeclaredPodSet;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.external.ray.v1.WorkerGroupSpec;
import io.fabric8.kubernetes.api.model.Container;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which Ray worker groups get the workload's GPUs, and that they add up to the plan. */
class RayWorkerGroupsTest {

  /** A KaiwoService with a Ray cluster of the given worker groups (YAML list items). */
  static AppWrapper rayService(String spec, String groups) {
    return (AppWrapper)
        build(
                service(
                    """
                    metadata: {name: s}
                    spec:
                    %s
                      serveConfigV2: "applications: []"
                      rayService:
                        spec:
                          rayClusterConfig:
                            workerGroupSpecs:
                    %s
                    """
                        .formatted(
                            spec.indent(2).stripTrailing(), groups.indent(10).stripTrailing())))
            .workload();
  }

  static RayService inner(AppWrapper wrapper) {
    return ApiSerialization.convert(
        wrapper.getSpec().getComponents().get(0).getTemplate(), RayService.class);
  }

  static List<WorkerGroupSpec> groups(AppWrapper wrapper) {
    return inner(wrapper).getSpec().getRayClusterConfig().getWorkerGroupSpecs();
  }

  static Container worker(WorkerGroupSpec group) {
    return group.getTemplate().getSpec().getContainers().get(0);
  }

  static int gpus(WorkerGroupSpec group, String key) {
    String limit = quantity(worker(group).getResources().getLimits(), key);
    return limit == null ? 0 : Integer.parseInt(limit);
  }

  /** The GPUs all worker pods request together. */
  static int requested(List<WorkerGroupSpec> groups, String key) {
    return groups.stream().mapToInt(g -> g.getReplicas() * gpus(g, key)).sum();
  }

  /** The GPUs Kueue charges for the AppWrapper's declared pod sets (head first, then groups). */
  static int declared(AppWrapper wrapper, String key) {
    List<DeclaredPodSet> podSets = wrapper.getSpec().getComponents().get(0).getDeclaredPodSets();
    List<WorkerGroupSpec> groups = groups(wrapper);
    int total = 0;
    for (int i = 0; i < groups.size(); i++) {
      total += podSets.get(i + 1).getReplicas() * gpus(groups.get(i), key);
    }
    return total;
  }

  @Test
  void aCpuGroupKeepsNoGpusAndTheGpuGroupGetsThePlan() {
    AppWrapper wrapper =
        rayService(
            "gpus: 16\ngpuVendor: nvidia\ngpuModels: [h100]",
            """
            - groupName: cpu
              template: {spec: {containers: [{name: w}]}}
            - groupName: gpu
              template:
                spec:
                  containers:
                    - name: w
                      resources: {limits: {nvidia.com/gpu: 1}}
            """);
    List<WorkerGroupSpec> groups = groups(wrapper);
    assertThat(groups)
        .extracting(
            WorkerGroupSpec::getGroupName,
            WorkerGroupSpec::getReplicas,
            g -> gpus(g, "nvidia.com/gpu"))
        .containsExactly(tuple("cpu", 1, 0), tuple("gpu", 2, 8));
    Container cpu = worker(groups.get(0));
    assertThat(cpu.getResources().getRequests()).doesNotContainKey("nvidia.com/gpu");
    assertThat(quantity(cpu.getResources().getRequests(), "cpu")).isEqualTo("2");
    assertThat(quantity(cpu.getResources().getRequests(), "memory")).isEqualTo("16Gi");
    assertThat(groups.get(0).getTemplate().getSpec().getAffinity())
        .as("no GPU-model placement for CPU pods")
        .isNull();
    assertThat(groups.get(1).getTemplate().getSpec().getAffinity()).isNotNull();
    assertThat(requested(groups, "nvidia.com/gpu")).isEqualTo(16);
    assertThat(declared(wrapper, "nvidia.com/gpu")).isEqualTo(16);
    assertThat(env(worker(groups.get(1)))).containsEntry("NUM_GPUS", "16");
  }

  @Test
  void withoutGroupsAskingForGpusOnlyTheFirstGetsThem() {
    AppWrapper wrapper =
        rayService(
            "gpus: 8\ngpuVendor: nvidia",
            """
            - {groupName: a, template: {spec: {containers: [{name: w}]}}}
            - {groupName: b, replicas: 3, template: {spec: {containers: [{name: w}]}}}
            """);
    assertThat(groups(wrapper))
        .extracting(
            WorkerGroupSpec::getGroupName,
            WorkerGroupSpec::getReplicas,
            WorkerGroupSpec::getMinReplicas,
            WorkerGroupSpec::getMaxReplicas,
            g -> gpus(g, "nvidia.com/gpu"))
        .containsExactly(tuple("a", 1, 1, 1, 8), tuple("b", 3, 3, 3, 0));
    assertThat(declared(wrapper, "nvidia.com/gpu")).isEqualTo(8);
  }

  @Test
  void groupsAskingForGpusShareThePlansReplicas() {
    RayJob rayJob =
        (RayJob)
            build(
                    ModelFixtures.job(
                        """
                        metadata: {name: r}
                        spec:
                          gpus: 24
                          entrypoint: python main.py
                          rayJob:
                            spec:
                              rayClusterSpec:
                                workerGroupSpecs:
                                  - groupName: x
                                    template:
                                      spec:
                                        containers:
                                          - {name: w, resources: {requests: {amd.com/gpu: 8}}}
                                  - groupName: cpu
                                  - groupName: y
                                    template:
                                      spec:
                                        containers:
                                          - {name: w, resources: {limits: {amd.com/gpu: 2}}}
                        """))
                .workload();
    List<WorkerGroupSpec> groups = rayJob.getSpec().getRayClusterSpec().getWorkerGroupSpecs();
    assertThat(groups)
        .extracting(
            WorkerGroupSpec::getGroupName,
            WorkerGroupSpec::getReplicas,
            g -> gpus(g, "amd.com/gpu"))
        .containsExactly(tuple("x", 2, 8), tuple("cpu", 1, 0), tuple("y", 1, 8));
    assertThat(requested(groups, "amd.com/gpu")).isEqualTo(24);
  }

  static final String TWO_GPU_GROUPS =
      """
      - groupName: a
        template: {spec: {containers: [{name: w, resources: {limits: {amd.com/gpu: 4}}}]}}
      - groupName: b
        template: {spec: {containers: [{name: w, resources: {limits: {amd.com/gpu: 4}}}]}}
      """;

  @Test
  void moreGpuGroupsThanReplicasIsAnInvalidSpec() {
    assertThatThrownBy(() -> rayService("gpus: 8", TWO_GPU_GROUPS))
        .isInstanceOfSatisfying(
            InvalidWorkloadException.class,
            e ->
                assertThat(e.fieldMessages())
                    .isEqualTo(
                        "spec.rayService.spec.rayClusterConfig.workerGroupSpecs: 2 worker groups"
                            + " ask for GPUs (a, b), but the 8 GPUs are split into 1 replica(s);"
                            + " set replicas to at least 2 so that each of these groups gets one"));
    AppWrapper split = rayService("gpus: 8\nreplicas: 2", TWO_GPU_GROUPS);
    assertThat(groups(split))
        .extracting(WorkerGroupSpec::getReplicas, g -> gpus(g, "amd.com/gpu"))
        .containsExactly(tuple(1, 4), tuple(1, 4));
  }
}
