package ai.silogen.kaiwo.operator.workload.model;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobSpec;
import ai.silogen.kaiwo.operator.cluster.GpuCapacity;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ResourcePlannerTest {

  private static final GpuCapacity FOUR_NODES_OF_8 = new GpuCapacity(GpuVendor.NVIDIA, 4, 32, 8, 8);

  @ParameterizedTest(name = "replicas={0} gpus={1} gpusPerReplica={2} -> {3} x {4}")
  @CsvSource(
      nullValues = "-",
      value = {
        // no GPUs: replicas as given (CRD default 1)
        "1, 0, -, 1, 0",
        "3, 0, -, 3, 0",
        "0, 0, -, 0, 0",
        "0, 8, -, 1, 8",
        // fits one node
        "1, 8, -, 1, 8",
        "1, 1, -, 1, 1",
        // golden RayJob case: 14 GPUs on 8-GPU nodes -> 2 workers x 7
        "1, 14, -, 2, 7",
        "1, 16, -, 2, 8",
        "1, 32, -, 4, 8",
        // every GPU asked for is allocated (the original gave 2 x 4 = 8 for 9)
        "1, 9, -, 3, 3",
        "1, 13, -, 13, 1",
        // replicas are honoured when they divide the GPUs
        "2, 8, -, 2, 4",
        "4, 8, -, 4, 2",
        "3, 8, -, 4, 2",
        // more replicas than GPUs cannot all get one: fit to the nodes instead
        "3, 1, -, 1, 1",
        // explicit split wins
        "2, 0, 4, 2, 4",
        "2, 8, 4, 2, 4",
        "3, 0, 8, 3, 8",
        // explicit split smaller than gpus: gpus wins, split automatically
        "1, 16, 2, 2, 8",
      })
  void splitsGpusIntoReplicas(
      int replicas,
      int gpus,
      Integer gpusPerReplica,
      int expectedReplicas,
      int expectedPerReplica) {
    KaiwoJobSpec spec = new KaiwoJobSpec();
    spec.setReplicas(replicas);
    spec.setGpus(gpus);
    spec.setGpusPerReplica(gpusPerReplica);
    ResourcePlan plan = ResourcePlanner.plan(spec, GpuVendor.NVIDIA, FOUR_NODES_OF_8);
    assertThat(plan.replicas()).isEqualTo(expectedReplicas);
    assertThat(plan.gpusPerReplica()).isEqualTo(expectedPerReplica);
    assertThat(plan.totalGpus()).isEqualTo(expectedReplicas * expectedPerReplica);
    assertThat(plan.vendor()).isEqualTo(GpuVendor.NVIDIA);
  }

  @ParameterizedTest
  @CsvSource({"8, 1, 8", "20, 1, 20"})
  void withoutNodesOfTheVendorEverythingGoesIntoOneReplica(
      int gpus, int expectedReplicas, int expectedPerReplica) {
    KaiwoJobSpec spec = new KaiwoJobSpec();
    spec.setGpus(gpus);
    ResourcePlan plan =
        ResourcePlanner.plan(spec, GpuVendor.AMD, new GpuCapacity(GpuVendor.AMD, 0, 0, 0, 0));
    assertThat(plan.replicas()).isEqualTo(expectedReplicas);
    assertThat(plan.gpusPerReplica()).isEqualTo(expectedPerReplica);
  }

  @ParameterizedTest
  @CsvSource({"12, 3, 4", "8, 2, 4"})
  void replicasFitTheSmallestNode(int gpus, int expectedReplicas, int expectedPerReplica) {
    KaiwoJobSpec spec = new KaiwoJobSpec();
    spec.setGpus(gpus);
    GpuCapacity mixed = new GpuCapacity(GpuVendor.AMD, 3, 16, 4, 8);
    ResourcePlan plan = ResourcePlanner.plan(spec, GpuVendor.AMD, mixed);
    assertThat(plan.replicas()).isEqualTo(expectedReplicas);
    assertThat(plan.gpusPerReplica()).isEqualTo(expectedPerReplica);
  }

  @ParameterizedTest(name = "replicas={0} gpus={1} gpusPerReplica={2}")
  @CsvSource(
      nullValues = "-",
      value = {
        // 65536 * 65536 wrapped to 0 in int: a 65536-pod job without GPUs
        "65536, 0, 65536",
        "2, 0, 2147483647",
        "1, 2147483647, -",
      })
  void refusesTotalsPastTheValidatorsBoundInsteadOfWrapping(
      int replicas, int gpus, Integer gpusPerReplica) {
    KaiwoJobSpec spec = new KaiwoJobSpec();
    spec.setReplicas(replicas);
    spec.setGpus(gpus);
    spec.setGpusPerReplica(gpusPerReplica);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> ResourcePlanner.plan(spec, GpuVendor.NVIDIA, FOUR_NODES_OF_8))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @org.junit.jupiter.api.Test
  void theLargestValidRequestIsPlannedExactly() {
    KaiwoJobSpec spec = new KaiwoJobSpec();
    spec.setReplicas(1);
    spec.setGpus(WorkloadValidator.MAX_GPUS);
    ResourcePlan plan = ResourcePlanner.plan(spec, GpuVendor.NVIDIA, FOUR_NODES_OF_8);
    assertThat((long) plan.replicas() * plan.gpusPerReplica())
        .isEqualTo(WorkloadValidator.MAX_GPUS);
    assertThat(plan.gpusPerReplica()).isLessThanOrEqualTo(8);
  }

  @ParameterizedTest(name = "replicas={0} gpus={1} gpusPerReplica={2}: {3}")
  @CsvSource(
      nullValues = "-",
      delimiter = '|',
      value = {
        "3 | 4 | - | spec.replicas 3 became 4 so that 4 GPUs split evenly, 1 per replica",
        "3 | 2 | - | spec.replicas 3 became 1: 2 GPUs cannot give each of 3 replicas one, 2 per"
            + " replica",
        "1 | 16 | - | spec.replicas 1 became 2 so that 16 GPUs split evenly into replicas that each"
            + " fit on the smallest GPU node, 8 per replica",
        "1 | 16 | 2 | spec.replicas 1 became 2 so that 16 GPUs split evenly into replicas that each"
            + " fit on the smallest GPU node, 8 per replica; spec.gpusPerReplica 2 became 8 because"
            + " spec.gpus asks for 16, more than replicas × gpusPerReplica",
        "2 | 8 | - | -",
        "1 | 8 | - | -",
        "3 | 0 | 8 | -",
        "3 | 0 | - | -",
      })
  void saysWhatBecameOfReplicasTheSplitDidNotKeep(
      int replicas, int gpus, Integer gpusPerReplica, String note) {
    KaiwoJobSpec spec = new KaiwoJobSpec();
    spec.setReplicas(replicas);
    spec.setGpus(gpus);
    spec.setGpusPerReplica(gpusPerReplica);
    ResourcePlan plan = ResourcePlanner.plan(spec, GpuVendor.NVIDIA, FOUR_NODES_OF_8);
    assertThat(plan.adjustment()).isEqualTo(Optional.ofNullable(note));
  }
}
