package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.sandbox.controlplane.kubelet.KubeletStatus.Placement;
import ai.silogen.kaiwo.sandbox.controlplane.kubelet.PodRuntime.Workload;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.nodes.SimulatedNode;
import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodStatus;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stand-in for the kubelets of all simulated nodes: runs the pods bound to them without running any
 * container. A pod starts as soon as it is bound (phase Running, a stable IP from the node's pod
 * range, containers running and ready), writes synthetic logs, and ends as its {@link RunPlan} says
 * (Succeeded, or Failed with the annotated exit code). {@code restartPolicy: OnFailure} is treated
 * like {@code Never}: a failing pod fails instead of restarting in place. Pods being deleted are
 * removed as soon as their workload, if any, has no request in flight, or when their grace period
 * ends. Registered {@link PodRuntime}s may run something real behind a pod and decide its
 * readiness.
 */
public final class Kubelet extends ControllerComponent {

  private static final Logger LOG = LoggerFactory.getLogger(Kubelet.class);
  private static final Duration PROBE_READY = Duration.ofSeconds(1);
  private static final Duration PROBE_NOT_READY = Duration.ofMillis(100);

  /** How often a pod waiting for a Secret or ConfigMap looks again (a kubelet backs off to 2 m). */
  private static final Duration RECHECK_REFERENCES = Duration.ofSeconds(2);

  private static final int START_ERROR = 128;

  /** How often a terminating pod's workload is asked whether it has drained. */
  private static final Duration DRAIN_CHECK = Duration.ofMillis(200);

  /**
   * What the kubelet knows about a pod it runs; {@code exitedAt} is set once the containers have
   * exited (and said so in their logs), before the status says so.
   */
  private record PodRun(
      String uid,
      SimulatedNode node,
      Placement placement,
      RunPlan plan,
      Workload workload,
      Instant exitedAt) {

    PodRun exited(Instant at) {
      return new PodRun(uid, node, placement, plan, workload, at);
    }
  }

  private final NodePool pool;
  private final Duration defaultRunTime;
  private final List<PodRuntime> runtimes;
  private final Clock clock;
  private final ContainerLogWriter logs;
  private final PodIpAllocator ips = new PodIpAllocator();
  private final Map<ObjectKey, PodRun> runs = new ConcurrentHashMap<>();
  private final Map<String, EventRecorder> recorders = new ConcurrentHashMap<>();
  private SharedIndexInformer<Pod> pods;

  /**
   * @param pool the nodes this kubelet serves
   * @param defaultRunTime run time of run-to-completion pods without a run-seconds annotation
   * @param runtimes runtimes offered each pod before it starts, in order
   * @param podLogs where container logs go
   * @param clock time source
   */
  public Kubelet(
      NodePool pool,
      Duration defaultRunTime,
      List<PodRuntime> runtimes,
      PodLogs podLogs,
      Clock clock) {
    super("kubelet", 2);
    this.pool = pool;
    this.defaultRunTime = defaultRunTime;
    this.runtimes = List.copyOf(runtimes);
    this.clock = clock;
    this.logs = new ContainerLogWriter(podLogs);
  }

  @Override
  protected void onStart(KubernetesClient client) {
    pods = inform(client.pods().inAnyNamespace(), ObjectKeys::self);
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Pod pod = pods.getStore().getByKey(key.storeKey());
    PodRun run = runs.get(key);
    if (run != null && (pod == null || !run.uid().equals(pod.getMetadata().getUid()))) {
      stop(key, run);
      run = null;
    }
    if (pod == null) {
      logs.forget(key.namespace(), key.name());
      return Result.done();
    }
    Optional<SimulatedNode> node =
        Pods.isBound(pod) ? pool.node(pod.getSpec().getNodeName()) : Optional.empty();
    if (node.isEmpty()) {
      return Result.done();
    }
    if (Pods.isDeleting(pod) && run != null && draining(pod, run)) {
      return Result.requeueAfter(DRAIN_CHECK);
    }
    if (Pods.isDeleting(pod) || Pods.isTerminal(pod)) {
      if (run != null) {
        stop(key, run);
      }
      if (Pods.isDeleting(pod)) {
        client()
            .pods()
            .inNamespace(key.namespace())
            .withName(key.name())
            .withGracePeriod(0)
            .delete();
      }
      return Result.done();
    }
    if (run == null) {
      // A pod found running (after a restart) keeps running, like a kubelet's, whatever went away.
      Optional<ReferencedObjects.Blocker> blocker =
          Pods.isRunning(pod)
              ? Optional.empty()
              : ReferencedObjects.missing(pod, new ApiLookup(client(), key.namespace()));
      if (blocker.isPresent()) {
        hold(pod, node.get(), blocker.get());
        return Result.requeueAfter(RECHECK_REFERENCES);
      }
      run = start(key, pod, node.get());
      if (run == null) {
        return Result.done();
      }
    }
    return advance(key, pod, run);
  }

  @Override
  public void close() {
    super.close();
    runs.forEach(this::stop);
  }

  /** Finishes the pod when its run time is up, otherwise reports it running. */
  private Result advance(ObjectKey key, Pod pod, PodRun run) {
    Instant now = clock.instant();
    Result result = Result.done();
    if (run.plan().runFor().isPresent()) {
      Instant end = run.placement().startedAt().plus(run.plan().runFor().get());
      if (!now.isBefore(end)) {
        int exitCode = run.plan().exitCode();
        if (run.exitedAt() == null) {
          release(key, run);
          run = run.exited(now);
          runs.put(key, run);
          logs.finished(pod, exitCode, Duration.between(run.placement().startedAt(), now));
        }
        // The exited run stays known until the cache shows the pod finished, so a stale cache
        // entry showing it Running never starts it again.
        writeStatus(
            pod, KubeletStatus.terminated(pod, run.placement(), exitCode, null, run.exitedAt()));
        return Result.done();
      }
      result = Result.requeueAfter(Duration.between(now, end));
    }
    if (run.workload() != null && run.workload().publishAddress()) {
      publishAddress(pod, run.workload());
    }
    boolean ready = run.workload() == null || run.workload().ready();
    writeStatus(pod, KubeletStatus.running(pod, run.placement(), ready, now));
    if (run.workload() != null) {
      result = result.sooner(Result.requeueAfter(ready ? PROBE_READY : PROBE_NOT_READY));
    }
    return result;
  }

  /**
   * Keeps a pod whose Secrets or ConfigMaps are missing waiting, as a kubelet does; the Warning
   * event is recorded when the reason first appears or changes, not on every recheck.
   */
  private void hold(Pod pod, SimulatedNode node, ReferencedObjects.Blocker blocker) {
    boolean known =
        pod.getStatus() != null
            && pod.getStatus().getContainerStatuses() != null
            && pod.getStatus().getContainerStatuses().stream()
                .map(c -> c.getState() == null ? null : c.getState().getWaiting())
                .anyMatch(w -> w != null && blocker.message().equals(w.getMessage()));
    if (!known) {
      events(node).warning(pod, blocker.eventReason(), blocker.eventMessage());
    }
    writeStatus(
        pod,
        KubeletStatus.waiting(
            pod, node.internalIp(), blocker.waitingReason(), blocker.message(), clock.instant()));
  }

  /** Starts the pod's containers; returns {@code null} when they could not start. */
  private PodRun start(ObjectKey key, Pod pod, SimulatedNode node) {
    EventRecorder events = events(node);
    RunPlan plan;
    try {
      plan = RunPlan.of(pod, defaultRunTime);
    } catch (IllegalArgumentException e) {
      events.warning(pod, "InvalidAnnotation", e.getMessage());
      plan = RunPlan.lenient(pod, defaultRunTime);
    }
    PodStatus status = pod.getStatus();
    boolean resumed = Pods.isRunning(pod);
    Instant startedAt =
        resumed ? Timestamps.parse(status.getStartTime()).orElse(clock.instant()) : clock.instant();
    Workload workload;
    try {
      workload = claim(pod);
    } catch (Exception e) {
      String message = e.getMessage() == null ? e.toString() : e.getMessage();
      Placement placement = new Placement(node.internalIp(), null, startedAt);
      writeStatus(
          pod, KubeletStatus.terminated(pod, placement, START_ERROR, message, clock.instant()));
      logs.failedToStart(pod, message);
      events.warning(pod, "Failed", "Error: " + message);
      return null;
    }
    String uid = pod.getMetadata().getUid();
    String podIp =
        workload != null
            ? workload.ip()
            : ips.allocate(node, uid, status == null ? null : status.getPodIP());
    PodRun run =
        new PodRun(
            uid, node, new Placement(node.internalIp(), podIp, startedAt), plan, workload, null);
    runs.put(key, run);
    if (!resumed) {
      logs.started(pod, node.name(), workload == null ? null : podIp + ":" + workload.port());
      for (Container container : pod.getSpec().getContainers()) {
        events.normal(
            pod,
            "Pulled",
            "Container image \"%s\" already present on machine".formatted(container.getImage()));
        events.normal(pod, "Created", "Created container: " + container.getName());
        events.normal(pod, "Started", "Started container " + container.getName());
      }
    }
    return run;
  }

  private Workload claim(Pod pod) throws Exception {
    for (PodRuntime runtime : runtimes) {
      Optional<Workload> workload = runtime.start(pod);
      if (workload.isPresent()) {
        return workload.get();
      }
    }
    return null;
  }

  /** Sets the address annotations with a merge patch, which cannot conflict with status writes. */
  private void publishAddress(Pod pod, Workload workload) {
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    String port = Integer.toString(workload.port());
    if (annotations != null
        && workload.ip().equals(annotations.get(KubeAiLabels.MODEL_POD_IP))
        && port.equals(annotations.get(KubeAiLabels.MODEL_POD_PORT))) {
      return;
    }
    Map<String, Object> patch =
        Map.of(
            "metadata",
            Map.of(
                "annotations",
                Map.of(
                    KubeAiLabels.MODEL_POD_IP, workload.ip(), KubeAiLabels.MODEL_POD_PORT, port)));
    client()
        .pods()
        .inNamespace(pod.getMetadata().getNamespace())
        .withName(pod.getMetadata().getName())
        .patch(PatchContext.of(PatchType.JSON_MERGE), Serialization.asJson(patch));
  }

  private void writeStatus(Pod pod, PodStatus desired) {
    if (Objects.equals(pod.getStatus(), desired)) {
      return;
    }
    Pod updated = new PodBuilder(pod).withStatus(desired).build();
    client().pods().inNamespace(pod.getMetadata().getNamespace()).resource(updated).updateStatus();
  }

  /** Forgets a pod, releasing what it still holds. */
  private void stop(ObjectKey key, PodRun run) {
    runs.remove(key, run);
    if (run.exitedAt() == null) {
      release(key, run);
    }
  }

  /**
   * Whether a pod being deleted still finishes what its workload accepted: a server that drains on
   * SIGTERM keeps answering its requests in flight until its grace period ends. The gateway has
   * stopped sending it new ones once the pod was marked.
   */
  private boolean draining(Pod pod, PodRun run) {
    if (run.workload() == null || run.exitedAt() != null || !run.workload().busy()) {
      return false;
    }
    Instant deadline = Instant.parse(pod.getMetadata().getDeletionTimestamp());
    return clock.instant().isBefore(deadline);
  }

  /** Returns the pod's IP and stops its workload; called once per run. */
  private void release(ObjectKey key, PodRun run) {
    ips.release(run.node().name(), run.uid());
    if (run.workload() != null) {
      try {
        run.workload().close();
      } catch (RuntimeException e) {
        LOG.warn("kubelet: stopping the workload of pod {} failed", key, e);
      }
    }
  }

  private EventRecorder events(SimulatedNode node) {
    return recorders.computeIfAbsent(
        node.name(), name -> closeOnStop(new EventRecorder(client(), "kubelet", name, clock)));
  }
}
