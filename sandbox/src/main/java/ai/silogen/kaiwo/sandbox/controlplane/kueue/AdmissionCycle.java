package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.api.LabelSelectors;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.Admit;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.Decision;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.QueuedWorkload;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.Wait;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * One pass of the Kueue stand-in over the whole cluster: routes every pending Workload through its
 * LocalQueue to a ClusterQueue, admits what fits (see {@link QueueScheduler}), explains why the
 * rest waits, and recomputes the queues' statuses. Pure: it reads a snapshot and returns the writes
 * to make.
 */
public final class AdmissionCycle {

  /**
   * Everything a pass reads, listed fresh from the API server.
   *
   * @param namespaceLabels labels of each namespace (namespaces without an object have none)
   */
  public record Snapshot(
      List<? extends JsonNode> clusterQueues,
      List<? extends JsonNode> localQueues,
      List<? extends JsonNode> resourceFlavors,
      List<? extends JsonNode> workloads,
      Map<String, Map<String, String>> namespaceLabels,
      Instant now) {}

  /**
   * A Workload status to write.
   *
   * @param resourceVersion the version the decision was made on (the write is conditional on it)
   * @param admittedTo the ClusterQueue when this write admits the workload
   */
  public record WorkloadWrite(
      ObjectKey key, String resourceVersion, ObjectNode status, Optional<String> admittedTo) {}

  /** A queue status to write. */
  public record QueueWrite(ObjectKey key, ObjectNode status) {}

  /** The writes of one pass; only real changes are included. */
  public record Result(
      List<WorkloadWrite> workloads,
      List<QueueWrite> clusterQueues,
      List<QueueWrite> localQueues) {}

  /**
   * A ClusterQueue as admission sees it: its parsed spec and, when it cannot admit, the {@code
   * Active=False} condition saying why.
   */
  private record Queue(
      JsonNode object, Optional<ClusterQueueSpec> spec, Optional<Condition> inactive) {}

  private static final String ACTIVE = "Active";

  private final Snapshot snapshot;
  private final Map<String, Flavor> flavors = new LinkedHashMap<>();
  private final Map<String, Queue> queues = new LinkedHashMap<>();
  private final Map<ObjectKey, JsonNode> localQueues = new LinkedHashMap<>();
  private final Map<String, QueueTally> queueTallies = new HashMap<>();
  private final Map<ObjectKey, QueueTally> localTallies = new HashMap<>();
  private final Map<String, List<QueuedWorkload>> queued = new LinkedHashMap<>();
  private final Map<ObjectKey, JsonNode> workloadObjects = new HashMap<>();
  private final List<WorkloadWrite> workloadWrites = new ArrayList<>();

  private AdmissionCycle(Snapshot snapshot) {
    this.snapshot = snapshot;
  }

  public static Result run(Snapshot snapshot) {
    return new AdmissionCycle(snapshot).run();
  }

  private Result run() {
    snapshot.resourceFlavors().forEach(rf -> flavors.put(Json.name(rf), Flavor.parse(rf)));
    snapshot.clusterQueues().forEach(cq -> queues.put(Json.name(cq), queue(cq)));
    snapshot.localQueues().forEach(lq -> localQueues.put(Json.key(lq), lq));
    for (JsonNode workload : snapshot.workloads()) {
      workloadObjects.put(Json.key(workload), workload);
      route(WorkloadView.parse(workload));
    }
    scheduleByCohort();
    return new Result(workloadWrites, clusterQueueWrites(), localQueueWrites());
  }

  private Queue queue(JsonNode clusterQueue) {
    ClusterQueueSpec spec;
    try {
      spec = ClusterQueueSpec.parse(clusterQueue);
    } catch (IllegalArgumentException e) {
      return new Queue(clusterQueue, Optional.empty(), inactive("InvalidSpec", e.getMessage()));
    }
    List<String> missing =
        spec.flavorNames().stream().filter(f -> !flavors.containsKey(f)).toList();
    if (!missing.isEmpty()) {
      return new Queue(
          clusterQueue,
          Optional.of(spec),
          inactive("FlavorNotFound", "references missing ResourceFlavor(s): " + missing));
    }
    if (spec.stopped()) {
      return new Queue(clusterQueue, Optional.of(spec), inactive("Stopped", "is stopped"));
    }
    return new Queue(clusterQueue, Optional.of(spec), Optional.empty());
  }

  private static Optional<Condition> inactive(String reason, String why) {
    return Optional.of(Condition.isFalse(ACTIVE, reason, "Can't admit new workloads: " + why));
  }

  /** Counts a workload in its queues and, when pending, queues it or records why it cannot be. */
  private void route(WorkloadView workload) {
    ObjectKey localKey = new ObjectKey(workload.key().namespace(), workload.queueName());
    switch (workload.state()) {
      case FINISHED, INACTIVE -> {}
      case RESERVED -> {
        String clusterQueue = workload.admission().orElseThrow().clusterQueue();
        FlavorUsage usage = workload.admission().orElseThrow().usage();
        tallyQueue(clusterQueue, t -> t.plusReserving(usage, workload.admitted()));
        tallyLocal(localKey, t -> t.plusReserving(usage, workload.admitted()));
      }
      case PENDING -> {
        tallyLocal(localKey, QueueTally::plusPending);
        routePending(workload, localKey);
      }
    }
  }

  private void routePending(WorkloadView workload, ObjectKey localKey) {
    JsonNode localQueue = localQueues.get(localKey);
    if (localQueue == null) {
      inadmissible(workload, "LocalQueue " + workload.queueName() + " doesn't exist");
      return;
    }
    String clusterQueueName = localQueue.path("spec").path("clusterQueue").asText();
    Queue queue = queues.get(clusterQueueName);
    if (queue == null) {
      inadmissible(workload, "ClusterQueue " + clusterQueueName + " doesn't exist");
      return;
    }
    tallyQueue(clusterQueueName, QueueTally::plusPending);
    if (queue.inactive().isPresent()) {
      inadmissible(workload, "ClusterQueue " + clusterQueueName + " is inactive");
    } else if (!namespaceSelected(queue.spec().orElseThrow(), workload.key().namespace())) {
      inadmissible(workload, "Workload namespace doesn't match ClusterQueue selector");
    } else if (workload.invalid().isPresent()) {
      inadmissible(workload, "Invalid workload: " + workload.invalid().get());
    } else {
      queued
          .computeIfAbsent(clusterQueueName, k -> new ArrayList<>())
          .add(
              new QueuedWorkload(
                  workload.key(), workload.priority(), workload.created(), workload.podSets()));
    }
  }

  private boolean namespaceSelected(ClusterQueueSpec spec, String namespace) {
    Map<String, String> labels = snapshot.namespaceLabels().getOrDefault(namespace, Map.of());
    return spec.namespaceSelector().map(s -> LabelSelectors.matches(s, labels)).orElse(false);
  }

  /**
   * Schedules the queues of each cohort together (a queue without a cohort alone), so that what one
   * queue borrows is no longer available to the others.
   */
  private void scheduleByCohort() {
    Map<String, List<ClusterQueueSpec>> cohorts = new LinkedHashMap<>();
    queues.values().stream()
        .flatMap(q -> q.spec().stream())
        .forEach(
            spec ->
                cohorts
                    .computeIfAbsent(
                        spec.cohort().map(c -> "cohort/" + c).orElse("queue/" + spec.name()),
                        k -> new ArrayList<>())
                    .add(spec));
    cohorts.values().forEach(this::schedule);
  }

  private void schedule(List<ClusterQueueSpec> members) {
    Map<String, ClusterQueueSpec> withPending = new LinkedHashMap<>();
    Map<String, List<QueuedWorkload>> pending = new LinkedHashMap<>();
    Map<String, FlavorUsage> usage = new HashMap<>();
    for (ClusterQueueSpec spec : members) {
      usage.put(spec.name(), queueTallies.getOrDefault(spec.name(), QueueTally.EMPTY).reserved());
      List<QueuedWorkload> queuedHere = queued.get(spec.name());
      if (queuedHere != null) {
        withPending.put(spec.name(), spec);
        pending.put(spec.name(), queuedHere);
      }
    }
    if (pending.isEmpty()) {
      return;
    }
    CohortQuota quota = CohortQuota.of(members, usage);
    QueueScheduler.schedule(withPending, flavors, quota, pending)
        .forEach((clusterQueueName, decisions) -> apply(clusterQueueName, decisions));
  }

  private void apply(String clusterQueueName, List<Decision> decisions) {
    for (Decision decision : decisions) {
      JsonNode object = workloadObjects.get(decision.key());
      switch (decision) {
        case Admit admit -> admit(object, clusterQueueName, admit);
        case Wait wait -> waiting(object, WorkloadStatuses.PENDING, wait.message());
      }
    }
  }

  private void admit(JsonNode workload, String clusterQueueName, Admit admit) {
    ObjectNode status =
        WorkloadStatuses.admitted(
            workload.path("status").path("conditions"),
            clusterQueueName,
            admit.assignments(),
            snapshot.now());
    workloadWrites.add(
        new WorkloadWrite(admit.key(), version(workload), status, Optional.of(clusterQueueName)));
    // Move the workload from pending to admitted in both queues' counts.
    FlavorUsage usage = new WorkloadView.Admission(clusterQueueName, admit.assignments()).usage();
    tallyQueue(clusterQueueName, t -> movedToAdmitted(t, usage));
    ObjectKey localKey =
        new ObjectKey(admit.key().namespace(), workload.path("spec").path("queueName").asText());
    tallyLocal(localKey, t -> movedToAdmitted(t, usage));
  }

  private static QueueTally movedToAdmitted(QueueTally tally, FlavorUsage usage) {
    QueueTally admitted = tally.plusReserving(usage, true);
    return new QueueTally(
        admitted.pending() - 1,
        admitted.reserving(),
        admitted.admitted(),
        admitted.reserved(),
        admitted.inUse());
  }

  private void inadmissible(WorkloadView workload, String message) {
    waiting(workloadObjects.get(workload.key()), WorkloadStatuses.INADMISSIBLE, message);
  }

  private void waiting(JsonNode workload, String reason, String message) {
    WorkloadStatuses.pending(
            workload.path("status").path("conditions"), reason, message, snapshot.now())
        .ifPresent(
            status ->
                workloadWrites.add(
                    new WorkloadWrite(
                        Json.key(workload), version(workload), status, Optional.empty())));
  }

  private List<QueueWrite> clusterQueueWrites() {
    List<QueueWrite> writes = new ArrayList<>();
    queues.forEach(
        (name, queue) -> {
          Condition active =
              queue.inactive().orElse(Condition.isTrue(ACTIVE, "Ready", "Can admit new workloads"));
          QueueStatuses.clusterQueue(
                  queue.spec(),
                  queueTallies.getOrDefault(name, QueueTally.EMPTY),
                  active,
                  queue.object().path("status"),
                  snapshot.now())
              .ifPresent(status -> writes.add(new QueueWrite(ObjectKey.cluster(name), status)));
        });
    return writes;
  }

  private List<QueueWrite> localQueueWrites() {
    List<QueueWrite> writes = new ArrayList<>();
    localQueues.forEach(
        (key, localQueue) -> {
          Queue queue = queues.get(localQueue.path("spec").path("clusterQueue").asText());
          Condition active = localQueueActive(queue);
          QueueStatuses.localQueue(
                  queue == null ? Optional.empty() : queue.spec(),
                  localTallies.getOrDefault(key, QueueTally.EMPTY),
                  active,
                  localQueue.path("status"),
                  snapshot.now())
              .ifPresent(status -> writes.add(new QueueWrite(key, status)));
        });
    return writes;
  }

  private static Condition localQueueActive(Queue queue) {
    if (queue == null) {
      return Condition.isFalse(
          ACTIVE, "ClusterQueueDoesNotExist", "Can't submit new workloads to clusterQueue");
    }
    if (queue.inactive().isPresent()) {
      return Condition.isFalse(
          ACTIVE, "ClusterQueueIsInactive", "Can't submit new workloads to clusterQueue");
    }
    return Condition.isTrue(ACTIVE, "Ready", "Can submit new workloads to localQueue");
  }

  private void tallyQueue(String name, UnaryOperator<QueueTally> change) {
    queueTallies.put(name, change.apply(queueTallies.getOrDefault(name, QueueTally.EMPTY)));
  }

  private void tallyLocal(ObjectKey key, UnaryOperator<QueueTally> change) {
    localTallies.put(key, change.apply(localTallies.getOrDefault(key, QueueTally.EMPTY)));
  }

  private static String version(JsonNode object) {
    return object.path("metadata").path("resourceVersion").asText("");
  }
}
