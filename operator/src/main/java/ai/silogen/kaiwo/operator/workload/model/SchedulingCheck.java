package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.cluster.GpuCapacity;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;

/**
 * Whether a workload can ever run on this cluster: its cluster queue exists in the KaiwoQueueConfig
 * and accepts its namespace, its {@code priorityClass} names an existing WorkloadPriorityClass, and
 * the cluster has enough GPUs of its vendor (on nodes of its {@code gpuModels}, when set), in total
 * and on one node for one replica. A failed check is not final: the workload waits in {@code ERROR}
 * and recovers when the cause goes (queue added, nodes joined or labelled).
 */
public final class SchedulingCheck {

  /** Outcome of the check, shown as the {@code Schedulable} condition. */
  public record Verdict(boolean schedulable, String reason, String message) {}

  public static final String SCHEDULABLE = "Schedulable";
  public static final String CLUSTER_QUEUE_NOT_FOUND = "ClusterQueueNotFound";
  public static final String WRONG_QUEUE_NAMESPACE = "WrongQueueNamespace";
  public static final String QUEUE_NAMESPACE_WITHDRAWN = "QueueNamespaceWithdrawn";
  public static final String PRIORITY_CLASS_NOT_FOUND = "PriorityClassNotFound";
  public static final String NO_GPUS = "NoGPUs";
  public static final String NO_MATCHING_GPU_MODEL = "NoMatchingGPUModel";
  public static final String INSUFFICIENT_GPUS = "InsufficientGPUs";
  public static final String INSUFFICIENT_GPUS_PER_NODE = "InsufficientGPUsPerNode";

  private SchedulingCheck() {}

  /** The check for a workload Kueue has not admitted. */
  public static Verdict check(BuildContext context) {
    return check(context, false);
  }

  /**
   * The check; {@code admitted} says whether Kueue admitted the workload's child already. An
   * admitted workload whose queue stopped listing its namespace keeps running (Kueue keeps it
   * admitted): only new admissions are refused, so it stays schedulable with reason {@link
   * #QUEUE_NAMESPACE_WITHDRAWN} saying so. Likewise a missing priority class only stops Kueue from
   * creating a Workload: an admitted workload is not refused for it.
   */
  public static Verdict check(BuildContext context, boolean admitted) {
    String queueName = context.clusterQueue();
    Optional<ClusterQueue> queue = context.facts().clusterQueue(queueName);
    if (queue.isEmpty()) {
      return refuse(
          CLUSTER_QUEUE_NOT_FOUND,
          "Cluster queue '"
              + queueName
              + "' is not defined in KaiwoQueueConfig '"
              + EffectiveKaiwoConfig.SINGLETON_NAME
              + "'"
              + (context.facts().queueConfig().isEmpty() ? ", which does not exist" : ""));
    }
    List<String> namespaces = queue.get().getNamespaces();
    String namespace = context.workload().namespace();
    Verdict fine = null;
    if (namespaces != null && !namespaces.isEmpty() && !namespaces.contains(namespace)) {
      String refusal =
          "Cluster queue '"
              + queueName
              + "' accepts workloads only from namespaces "
              + namespaces
              + ", not from '"
              + namespace
              + "'";
      if (!admitted) {
        return refuse(WRONG_QUEUE_NAMESPACE, refusal);
      }
      fine =
          new Verdict(
              true,
              QUEUE_NAMESPACE_WITHDRAWN,
              refusal
                  + "; this workload was admitted before and keeps running, but new admissions"
                  + " from this namespace are no longer allowed");
    }
    Optional<Verdict> priorityClass = admitted ? Optional.empty() : missingPriorityClass(context);
    if (priorityClass.isPresent()) {
      return priorityClass.get();
    }
    ResourcePlan plan = context.plan();
    if (!plan.hasGpus()) {
      return fine != null
          ? fine
          : new Verdict(true, SCHEDULABLE, "Workload does not require GPU resources");
    }
    String vendor = plan.vendor().id();
    if (context.facts().gpus(plan.vendor()).isEmpty()) {
      return refuse(NO_GPUS, "Cluster has 0 GPUs (vendor: " + vendor + ")");
    }
    List<String> models = context.spec().getGpuModels();
    GpuCapacity gpus = context.facts().gpus(plan.vendor(), models);
    if (gpus.isEmpty()) {
      SortedSet<String> present = context.facts().gpuModels();
      return refuse(
          NO_MATCHING_GPU_MODEL,
          "No node with "
              + vendor
              + " GPUs has "
              + KaiwoLabels.NODE_GPU_MODEL
              + " in "
              + models
              + " (the cluster has: "
              + (present.isEmpty() ? "none" : String.join(", ", present))
              + ")");
    }
    if (plan.totalGpus() > gpus.totalGpus()) {
      return refuse(
          INSUFFICIENT_GPUS,
          "Cluster has "
              + gpus.totalGpus()
              + " GPUs, but the workload requests "
              + plan.totalGpus()
              + " GPUs (vendor: "
              + vendor
              + models(models)
              + ")");
    }
    if (plan.gpusPerReplica() > gpus.maxGpusPerNode()) {
      return refuse(
          INSUFFICIENT_GPUS_PER_NODE,
          "Each replica requests "
              + plan.gpusPerReplica()
              + " GPUs, but the largest node has "
              + gpus.maxGpusPerNode()
              + " (vendor: "
              + vendor
              + models(models)
              + "); set only gpus to let Kaiwo"
              + " split them, or lower gpusPerReplica");
    }
    return fine != null
        ? fine
        : new Verdict(true, SCHEDULABLE, "Cluster has sufficient GPU resources");
  }

  /**
   * Kaiwo passes {@code spec.priorityClass} to Kueue as its {@code kueue.x-k8s.io/priority-class}
   * label, which Kueue resolves only to a WorkloadPriorityClass (not a PriorityClass); when there
   * is none of that name, Kueue creates no Workload and the job stays suspended.
   */
  private static Optional<Verdict> missingPriorityClass(BuildContext context) {
    Optional<String> wanted = context.priorityClass();
    Optional<SortedSet<String>> known = context.facts().workloadPriorityClasses();
    if (wanted.isEmpty() || known.isEmpty() || known.get().contains(wanted.get())) {
      return Optional.empty();
    }
    return Optional.of(
        refuse(
            PRIORITY_CLASS_NOT_FOUND,
            "spec.priorityClass '"
                + wanted.get()
                + "' names no Kueue WorkloadPriorityClass (the cluster has: "
                + (known.get().isEmpty() ? "none" : String.join(", ", known.get()))
                + "); Kueue queues the workload once that class exists"));
  }

  /** Says which nodes were counted when the workload is restricted to some GPU models. */
  private static String models(List<String> models) {
    return models == null || models.isEmpty() ? "" : ", gpuModels: " + models;
  }

  private static Verdict refuse(String reason, String message) {
    return new Verdict(false, reason, message);
  }
}
