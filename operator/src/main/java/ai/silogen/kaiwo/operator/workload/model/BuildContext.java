package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.cluster.GpuCapacity;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import java.util.Optional;

/**
 * Everything the builders of one workload read: the workload, the cluster facts, its resource plan,
 * its resolved storage, what its namespace's AIMNamespaceConfig supplies, and the operator options.
 */
public record BuildContext(
    KaiwoWorkload workload,
    ClusterFacts facts,
    ResourcePlan plan,
    StorageLayout storage,
    NamespaceDefaults namespaceDefaults,
    WorkloadOptions options) {

  /** A context for {@code workload}, planning its GPUs on {@code facts}. */
  public static BuildContext of(
      KaiwoWorkload workload, ClusterFacts facts, WorkloadOptions options) {
    ResourcePlan plan = plan(workload, facts);
    StorageLayout storage =
        StorageLayout.of(
            workload.name(), workload.spec().getStorage(), facts.settings().getStorage());
    return new BuildContext(
        workload, facts, plan, storage, facts.namespaceDefaults(workload.namespace()), options);
  }

  /**
   * The GPU split of {@code workload} on {@code facts}: what its children get, and what {@code
   * kaiwo submit} tells the user before the operator has run it.
   */
  public static ResourcePlan plan(KaiwoWorkload workload, ClusterFacts facts) {
    GpuVendor vendor = WorkloadValidator.vendor(workload.spec());
    return ResourcePlanner.plan(workload.spec(), vendor, capacity(workload, facts));
  }

  /**
   * The GPUs the workload can use: those of its vendor on nodes of its {@code gpuModels}. When no
   * node has those models the plan is made on all of the vendor's nodes; {@link SchedulingCheck}
   * refuses the workload anyway.
   */
  static GpuCapacity capacity(KaiwoWorkload workload, ClusterFacts facts) {
    GpuVendor vendor = WorkloadValidator.vendor(workload.spec());
    GpuCapacity matching = facts.gpus(vendor, workload.spec().getGpuModels());
    return matching.isEmpty() ? facts.gpus(vendor) : matching;
  }

  public CommonMetaSpec spec() {
    return workload.spec();
  }

  /** The effective KaiwoConfig spec. */
  public KaiwoConfigSpec settings() {
    return facts.settings();
  }

  /** The cluster queue the workload is submitted to (its own, else KaiwoConfig's default). */
  public String clusterQueue() {
    String own = spec().getClusterQueue();
    return own != null && !own.isBlank() ? own : facts.defaultClusterQueue();
  }

  /** The Kueue WorkloadPriorityClass, if set. */
  public Optional<String> priorityClass() {
    return Optional.ofNullable(spec().getPriorityClass()).filter(p -> !p.isBlank());
  }

  /** The pod resource name of the workload's GPUs. */
  public String gpuResourceKey() {
    return plan.vendor().resourceKey();
  }
}
