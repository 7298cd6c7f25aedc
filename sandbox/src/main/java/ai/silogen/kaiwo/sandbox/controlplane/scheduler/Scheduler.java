package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodConditions;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import ai.silogen.kaiwo.sandbox.controlplane.scheduler.ClusterSnapshot.AssumedPod;
import ai.silogen.kaiwo.sandbox.controlplane.scheduler.SchedulingAlgorithm.Bind;
import ai.silogen.kaiwo.sandbox.controlplane.scheduler.SchedulingAlgorithm.Decision;
import ai.silogen.kaiwo.sandbox.controlplane.scheduler.SchedulingAlgorithm.Unschedulable;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stand-in for kube-scheduler (and Kaiwo's {@code kaiwo-scheduler} profile of it): binds pending
 * pods whose {@code spec.schedulerName} is empty, {@code default-scheduler} or {@code
 * kaiwo-scheduler} to a node that fits (see {@link NodeFilter}), preferring GPU bin-packing (see
 * {@link NodeScorer}). Pods with scheduling gates wait until the gates are removed. A pod that fits
 * nowhere gets {@code PodScheduled=False/Unschedulable} with kube-scheduler's message and a {@code
 * FailedScheduling} event, and is retried whenever a node changes or a bound pod goes away.
 *
 * <p>One worker schedules one pod at a time, so every decision sees the previous ones (through the
 * assumed pods of {@link ClusterSnapshot}). There is no preemption.
 */
public final class Scheduler extends ControllerComponent {

  /** Scheduler names this scheduler serves. */
  public static final Set<String> SCHEDULER_NAMES = Set.of("default-scheduler", "kaiwo-scheduler");

  private static final String POD_SCHEDULED = "PodScheduled";
  private static final Duration RETRY_UNSCHEDULABLE = Duration.ofSeconds(30);

  private final Clock clock;
  private final Map<ObjectKey, AssumedPod> assumed = new ConcurrentHashMap<>();
  private SharedIndexInformer<Pod> pods;
  private SharedIndexInformer<Node> nodes;
  private EventRecorder events;
  private PodBinder binder;

  public Scheduler(Clock clock) {
    super("scheduler", 1);
    this.clock = clock;
  }

  /** Whether this scheduler is responsible for {@code pod}. */
  public static boolean isResponsibleFor(Pod pod) {
    String name = pod.getSpec() == null ? null : pod.getSpec().getSchedulerName();
    return name == null || name.isEmpty() || SCHEDULER_NAMES.contains(name);
  }

  @Override
  protected void onStart(KubernetesClient client) {
    events = closeOnStop(new EventRecorder(client, "default-scheduler", null, clock));
    binder = PodBinder.detect(client);
    pods = inform(client.pods().inAnyNamespace(), new PodEvents());
    nodes = inform(client.nodes(), node -> pendingPods());
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Pod pod = pods.getStore().getByKey(key.storeKey());
    if (pod == null || !needsScheduling(pod)) {
      assumed.remove(key);
      return Result.done();
    }
    if (pod.getSpec().getSchedulingGates() != null
        && !pod.getSpec().getSchedulingGates().isEmpty()) {
      writeCondition(
          pod,
          "False",
          "SchedulingGated",
          "Scheduling is blocked due to non-empty scheduling gates");
      return Result.done();
    }
    List<NodeInfo> snapshot =
        ClusterSnapshot.of(nodes.getStore().list(), pods.getStore().list(), assumed.values());
    Decision decision = SchedulingAlgorithm.schedule(pod.getSpec(), snapshot);
    return switch (decision) {
      case Bind bind -> bind(key, pod, bind.node());
      case Unschedulable unschedulable -> {
        events.warning(pod, "FailedScheduling", unschedulable.message());
        writeCondition(pod, "False", "Unschedulable", unschedulable.message());
        yield Result.requeueAfter(RETRY_UNSCHEDULABLE);
      }
    };
  }

  private Result bind(ObjectKey key, Pod pod, String node) {
    binder.bind(pod, node, clock.instant());
    assumed.put(
        key,
        new AssumedPod(pod.getMetadata().getUid(), node, PodResources.requests(pod.getSpec())));
    events.normal(pod, "Scheduled", "Successfully assigned %s to %s".formatted(key, node));
    return Result.done();
  }

  /**
   * Sets the PodScheduled condition of a pod that is not bound yet, so no kubelet writes its status
   * concurrently.
   */
  private void writeCondition(Pod pod, String status, String reason, String message) {
    if (pod.getStatus() != null
        && PodConditions.has(
            pod.getStatus().getConditions(), POD_SCHEDULED, status, reason, message)) {
      return;
    }
    Pod updated =
        new PodBuilder(pod)
            .editOrNewStatus()
            .withPhase(Pods.phase(pod))
            .withConditions(
                PodConditions.set(
                    pod.getStatus() == null ? null : pod.getStatus().getConditions(),
                    POD_SCHEDULED,
                    status,
                    reason,
                    message,
                    clock.instant()))
            .endStatus()
            .build();
    client().pods().inNamespace(pod.getMetadata().getNamespace()).resource(updated).updateStatus();
  }

  private List<ObjectKey> pendingPods() {
    return pods.getStore().list().stream()
        .filter(Scheduler::needsScheduling)
        .map(ObjectKey::of)
        .toList();
  }

  private static boolean needsScheduling(Pod pod) {
    return isResponsibleFor(pod) && Pods.isActive(pod) && !Pods.isBound(pod);
  }

  /** Queues pods that need scheduling, and every pending pod when a bound pod frees its node. */
  private final class PodEvents implements ResourceEventHandler<Pod> {
    @Override
    public void onAdd(Pod pod) {
      if (needsScheduling(pod)) {
        enqueue(ObjectKey.of(pod));
      }
    }

    @Override
    public void onUpdate(Pod before, Pod after) {
      onAdd(after);
      if (Pods.isBound(before) && !Pods.isTerminal(before) && Pods.isTerminal(after)) {
        pendingPods().forEach(Scheduler.this::enqueue);
      }
    }

    @Override
    public void onDelete(Pod pod, boolean finalStateUnknown) {
      enqueue(ObjectKey.of(pod));
      if (Pods.isBound(pod) && !Pods.isTerminal(pod)) {
        pendingPods().forEach(Scheduler.this::enqueue);
      }
    }
  }
}
