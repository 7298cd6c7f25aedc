package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.cluster.TestNodes;
import ai.silogen.kaiwo.operator.workload.model.SchedulingCheck.Verdict;
import io.fabric8.kubernetes.api.model.Node;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SchedulingCheckTest {

  private static Verdict check(String spec, ClusterFacts facts) {
    return SchedulingCheck.check(
        BuildContext.of(
            KaiwoWorkload.of(job("metadata: {name: j}\nspec: " + spec)),
            facts,
            ModelFixtures.OPTIONS));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "{image: x} | true | Schedulable | Workload does not require GPU resources",
        "{gpus: 16} | true | Schedulable | Cluster has sufficient GPU resources",
        "{clusterQueue: nope} | false | ClusterQueueNotFound"
            + " | Cluster queue 'nope' is not defined in KaiwoQueueConfig 'kaiwo'",
        "{clusterQueue: team-only} | false | WrongQueueNamespace"
            + " | Cluster queue 'team-only' accepts workloads only from namespaces [other],"
            + " not from 'team'",
        "{gpus: 17} | false | InsufficientGPUs"
            + " | Cluster has 16 GPUs, but the workload requests 17 GPUs (vendor: amd)",
        "{gpus: 16, gpuVendor: nvidia, replicas: 1, gpusPerReplica: 16} | false"
            + " | InsufficientGPUsPerNode | Each replica requests 16 GPUs, but the largest node"
            + " has 8 (vendor: nvidia); set only gpus to let Kaiwo split them, or lower"
            + " gpusPerReplica",
        "{gpus: 1, gpuModels: [mi250]} | false | NoMatchingGPUModel"
            + " | No node with amd GPUs has kaiwo/gpu-model in [mi250]"
            + " (the cluster has: mi300x, nvidiah10080gbhbm3)",
        "{gpus: 8, gpuVendor: nvidia, gpuModels: [mi300x]} | false | NoMatchingGPUModel"
            + " | No node with nvidia GPUs has kaiwo/gpu-model in [mi300x]"
            + " (the cluster has: mi300x, nvidiah10080gbhbm3)",
        "{gpus: 16, gpuModels: [mi250, mi300x]} | true | Schedulable"
            + " | Cluster has sufficient GPU resources",
        "{image: x, gpuModels: [mi250]} | true | Schedulable"
            + " | Workload does not require GPU resources",
      })
  void verdicts(String spec, boolean schedulable, String reason, String message) {
    assertThat(check(spec, ModelFixtures.facts()))
        .isEqualTo(new Verdict(schedulable, reason, message));
  }

  @Test
  void onlyTheNodesOfTheRequestedModelsCountTowardsTheCapacity() {
    ClusterFacts mixed =
        ModelFixtures.facts(
            List.of(TestNodes.amd("mi300x-0", 8), mi325x("mi325x-0"), mi325x("mi325x-1")));
    assertThat(check("{gpus: 16}", mixed).schedulable()).isTrue();
    assertThat(check("{gpus: 16, gpuModels: [mi325x]}", mixed))
        .isEqualTo(
            new Verdict(
                false,
                "InsufficientGPUs",
                "Cluster has 8 GPUs, but the workload requests 16 GPUs (vendor: amd,"
                    + " gpuModels: [mi325x])"));
    assertThat(check("{gpus: 8, replicas: 1, gpusPerReplica: 8, gpuModels: [mi325x]}", mixed))
        .extracting(Verdict::reason)
        .isEqualTo("InsufficientGPUsPerNode");
    assertThat(
            BuildContext.of(
                    KaiwoWorkload.of(
                        job("metadata: {name: j}\nspec: {gpus: 8, gpuModels: [mi325x]}")),
                    mixed,
                    ModelFixtures.OPTIONS)
                .plan()
                .gpusPerReplica())
        .as("split to fit the 4-GPU nodes of the requested model")
        .isEqualTo(4);
  }

  @Test
  void anAdmittedWorkloadWhoseNamespaceTheQueueNoLongerListsStaysSchedulable() {
    BuildContext context =
        BuildContext.of(
            KaiwoWorkload.of(job("metadata: {name: j}\nspec: {clusterQueue: team-only, gpus: 1}")),
            ModelFixtures.facts(),
            ModelFixtures.OPTIONS);
    assertThat(SchedulingCheck.check(context, false).reason()).isEqualTo("WrongQueueNamespace");
    assertThat(SchedulingCheck.check(context, true))
        .isEqualTo(
            new Verdict(
                true,
                "QueueNamespaceWithdrawn",
                "Cluster queue 'team-only' accepts workloads only from namespaces [other], not"
                    + " from 'team'; this workload was admitted before and keeps running, but new"
                    + " admissions from this namespace are no longer allowed"));
  }

  @Test
  void aPriorityClassThatNamesNoWorkloadPriorityClassIsReportedUntilAdmitted() {
    ClusterFacts facts = ModelFixtures.facts().withWorkloadPriorityClasses(List.of("high", "low"));
    BuildContext context =
        BuildContext.of(
            KaiwoWorkload.of(job("metadata: {name: j}\nspec: {priorityClass: nope}")),
            facts,
            ModelFixtures.OPTIONS);

    assertThat(SchedulingCheck.check(context))
        .isEqualTo(
            new Verdict(
                false,
                "PriorityClassNotFound",
                "spec.priorityClass 'nope' names no Kueue WorkloadPriorityClass (the cluster"
                    + " has: high, low); Kueue queues the workload once that class exists"));
    assertThat(SchedulingCheck.check(context, true).schedulable()).isTrue();
    assertThat(check("{priorityClass: high}", facts).schedulable()).isTrue();
    assertThat(check("{priorityClass: nope}", ModelFixtures.facts()).schedulable())
        .as("facts without the cluster's classes (kaiwo render) conclude nothing")
        .isTrue();
  }

  private static Node mi325x(String name) {
    return TestNodes.node(
        name,
        Map.of("amd.com/gpu.product-name", "MI325X", "kaiwo/gpu-model", "mi325x"),
        Map.of("amd.com/gpu", 4));
  }

  @Test
  void aRayClusterWithTwoWorkerGroupsIsCheckedForWhatItsPodsRequest() {
    String groups =
        """
        - {groupName: cpu, template: {spec: {containers: [{name: w}]}}}
        - {groupName: gpu, template: {spec: {containers: [{name: w}]}}}
        """;
    for (int gpus : List.of(16, 24)) {
      KaiwoService service =
          ModelFixtures.service(
              """
              metadata: {name: s}
              spec:
                gpus: %d
                rayService:
                  spec:
                    rayClusterConfig:
                      workerGroupSpecs:
              %s
              """
                  .formatted(gpus, groups.indent(8).stripTrailing()));
      BuildContext context = ModelFixtures.context(service);
      int requested =
          RayWorkerGroupsTest.requested(
              RayWorkerGroupsTest.groups((AppWrapper) ModelFixtures.build(service).workload()),
              "amd.com/gpu");
      assertThat(requested).as("the pods request what the check counts").isEqualTo(gpus);
      assertThat(SchedulingCheck.check(context).schedulable())
          .as("%d GPUs on a cluster of 16", gpus)
          .isEqualTo(gpus <= 16);
    }
  }

  @Test
  void noGpusOfTheVendor() {
    ClusterFacts cpuOnly = ModelFixtures.facts(List.of(TestNodes.cpu("c"), TestNodes.amd("a", 8)));
    assertThat(check("{gpus: 1, gpuVendor: nvidia}", cpuOnly))
        .isEqualTo(new Verdict(false, "NoGPUs", "Cluster has 0 GPUs (vendor: nvidia)"));
  }

  @Test
  void missingQueueConfig() {
    ClusterFacts none = ClusterFacts.of(null, ModelFixtures.NODES, null);
    assertThat(check("{}", none).message())
        .isEqualTo(
            "Cluster queue 'kaiwo' is not defined in KaiwoQueueConfig 'kaiwo', which does not"
                + " exist");
  }
}
