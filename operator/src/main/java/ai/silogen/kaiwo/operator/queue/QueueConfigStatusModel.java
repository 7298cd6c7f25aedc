package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import ai.silogen.kaiwo.operator.support.FieldError;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The status of a KaiwoQueueConfig: {@code READY} when every Kueue object is in sync and Kueue can
 * admit workloads to its ClusterQueues, {@code PENDING} while an object must finish being deleted
 * first, {@code FAILED} otherwise, with condition {@value #READY} naming the failing objects or
 * fields. Condition {@value #NAMESPACES_MISSING} lists listed namespaces that do not exist (their
 * LocalQueues follow when they are created), and {@value #TOPOLOGIES} reports topologies left out
 * because the cluster does not serve Kueue's Topology API.
 */
public final class QueueConfigStatusModel {

  public static final String READY = "Ready";
  public static final String NAMESPACES_MISSING = "NamespacesMissing";
  public static final String TOPOLOGIES = "TopologyAwareScheduling";

  private QueueConfigStatusModel() {}

  /**
   * The status after a sync that rendered {@code render} and achieved {@code outcome}, with Kueue's
   * verdict on the config's ClusterQueues ({@link InactiveQueues}).
   */
  public static KaiwoQueueConfigStatus synced(
      KaiwoQueueConfig config,
      QueueRenderResult render,
      SyncOutcome outcome,
      List<String> inactiveQueues,
      Instant now) {
    Long generation = config.getMetadata().getGeneration();
    List<Condition> conditions = new ArrayList<>();
    WorkloadStatus status;
    if (!render.problems().isEmpty()) {
      status = WorkloadStatus.FAILED;
      conditions.add(
          Conditions.of(
              READY, false, "InvalidSpec", FieldError.summary(render.problems()), now, generation));
    } else if (!outcome.failures().isEmpty()) {
      status = WorkloadStatus.FAILED;
      conditions.add(
          Conditions.of(
              READY,
              false,
              "SyncFailed",
              outcome.failures().stream().map(Object::toString).collect(Collectors.joining("; ")),
              now,
              generation));
    } else if (!outcome.waiting().isEmpty()) {
      status = WorkloadStatus.PENDING;
      conditions.add(
          Conditions.of(
              READY,
              false,
              "Waiting",
              "waiting for " + String.join(", ", outcome.waiting()),
              now,
              generation));
    } else if (!inactiveQueues.isEmpty()) {
      status = WorkloadStatus.FAILED;
      conditions.add(
          Conditions.of(
              READY,
              false,
              "ClusterQueueInactive",
              "Kueue cannot admit workloads to ClusterQueue " + String.join("; ", inactiveQueues),
              now,
              generation));
    } else {
      status = WorkloadStatus.READY;
      conditions.add(
          Conditions.of(
              READY,
              true,
              "Synced",
              render.objects().all().size() + " Kueue objects are in sync",
              now,
              generation));
    }
    conditions.add(
        render.missingNamespaces().isEmpty()
            ? Conditions.of(
                NAMESPACES_MISSING,
                false,
                "AllNamespacesExist",
                "every listed namespace exists",
                now,
                generation)
            : Conditions.of(
                NAMESPACES_MISSING,
                true,
                "NamespaceNotFound",
                "namespaces "
                    + String.join(", ", render.missingNamespaces())
                    + " do not exist; their LocalQueues are created when they do",
                now,
                generation));
    if (render.topologiesDropped()) {
      conditions.add(
          Conditions.of(
              TOPOLOGIES,
              false,
              "TopologyAPIMissing",
              "the cluster does not serve kueue.x-k8s.io/v1alpha1 Topology; topologies and"
                  + " flavors' topologyName are left out",
              now,
              generation));
    }
    return status(config, status, conditions);
  }

  /** FAILED with {@code reason} and {@code message} (Kueue missing, not the singleton, ...). */
  public static KaiwoQueueConfigStatus failed(
      KaiwoQueueConfig config, String reason, String message, Instant now) {
    return status(
        config,
        WorkloadStatus.FAILED,
        List.of(
            Conditions.of(
                READY, false, reason, message, now, config.getMetadata().getGeneration())));
  }

  /** The status of a KaiwoQueueConfig that is not the singleton. */
  public static KaiwoQueueConfigStatus ignored(KaiwoQueueConfig config, Instant now) {
    return failed(
        config,
        "NotTheSingleton",
        "only the KaiwoQueueConfig named '" + Singletons.NAME + "' is used; this one is ignored",
        now);
  }

  private static KaiwoQueueConfigStatus status(
      KaiwoQueueConfig config, WorkloadStatus phase, List<Condition> conditions) {
    KaiwoQueueConfigStatus status = new KaiwoQueueConfigStatus();
    List<Condition> existing =
        config.getStatus() == null ? null : config.getStatus().getConditions();
    // Conditions that no longer apply (e.g. topologies now supported) are dropped.
    status.setConditions(Conditions.replaceAll(existing, conditions));
    status.setStatus(phase);
    status.setObservedGeneration(config.getMetadata().getGeneration());
    return status;
  }
}
