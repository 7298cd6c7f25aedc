package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.operator.workload.model.ResourcePlan;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The next status of an active workload: phase and conditions ({@link PhaseDecider}), {@code
 * SpecApplied}, the conditions of its end ({@link EndConditions}), {@code startTime} (first seen
 * running), {@code completionTime} (KaiwoJobs, when they end), {@code duration} (seconds since
 * start, until the end) and {@code observedGeneration} (always the generation just processed; the
 * original never set it nor completionTime), plus one event per phase transition.
 */
public final class StatusComputer {

  /** While running, {@code duration} is refreshed at most this often (no write on every event). */
  public static final Duration DURATION_REFRESH = Duration.ofSeconds(60);

  private StatusComputer() {}

  /**
   * @param previous the current status (not modified; {@code null} for a new workload: pass an
   *     empty status of the right type instead)
   * @param generation {@code metadata.generation} of the workload
   */
  public static StatusUpdate next(
      CommonStatus previous, Observation observed, Instant now, Long generation) {
    CommonStatus status = ApiSerialization.copy(previous);
    WorkloadStatus before =
        previous.getStatus() == null ? WorkloadStatus.NEW : previous.getStatus();
    PhaseDecider.Decision decision =
        PhaseDecider.decide(observed, before, previous.getConditions(), now, generation);
    List<Condition> conditions = decision.conditions();
    if (observed.notApplied() != null) {
      conditions =
          observed.notApplied().isEmpty()
              ? Conditions.set(
                  conditions,
                  WorkloadConditions.SPEC_APPLIED,
                  true,
                  WorkloadConditions.APPLIED,
                  "Children match the spec",
                  now,
                  generation)
              : Conditions.set(
                  conditions,
                  WorkloadConditions.SPEC_APPLIED,
                  false,
                  WorkloadConditions.NOT_APPLIED,
                  String.join("; ", observed.notApplied()),
                  now,
                  generation);
    }
    conditions = withPlanNote(conditions, observed.plan(), now, generation);
    WorkloadStatus phase = decision.phase();
    conditions =
        EndConditions.of(conditions, phase, decision.reason(), decision.message(), now, generation);
    status.setStatus(phase);
    status.setConditions(conditions.isEmpty() ? null : conditions);
    status.setObservedGeneration(generation);
    if (observed.plan() != null
        && observed.notApplied() != null
        && observed.notApplied().isEmpty()) {
      // The children were made from this plan; while a change is not applied they keep the old one.
      status.setGpus(observed.plan().totalGpus());
    }
    updateTimes(status, before, phase, observed.child(), now);
    List<PlannedEvent> events = new ArrayList<>();
    if (phase != before) {
      events.add(event(phase, decision, observed.clusterQueue()));
    }
    planEvent(previous.getConditions(), observed.plan()).ifPresent(events::add);
    notAppliedEvent(previous.getConditions(), observed.notApplied()).ifPresent(events::add);
    boolean changed =
        phase != before
            || !Conditions.sameIgnoringTime(previous.getConditions(), status.getConditions())
            || !ApiSerialization.sameContent(
                withoutConditions(previous), withoutConditions(status));
    return new StatusUpdate(status, events, changed);
  }

  /**
   * {@code ReplicasAdjusted}: present, with the planner's note, while the GPU split does not keep
   * {@code spec.replicas}; removed when it does again; left as it was when no plan was made.
   */
  private static List<Condition> withPlanNote(
      List<Condition> conditions, ResourcePlan plan, Instant now, Long generation) {
    if (plan == null) {
      return conditions;
    }
    return plan.adjustment()
        .map(
            note ->
                Conditions.set(
                    conditions,
                    WorkloadConditions.REPLICAS_ADJUSTED,
                    true,
                    WorkloadConditions.GPU_SPLIT,
                    note,
                    now,
                    generation))
        .orElseGet(() -> Conditions.remove(conditions, WorkloadConditions.REPLICAS_ADJUSTED));
  }

  /** One event per new note: the condition already carrying it means it was told. */
  private static Optional<PlannedEvent> planEvent(List<Condition> previous, ResourcePlan plan) {
    return Optional.ofNullable(plan)
        .flatMap(ResourcePlan::adjustment)
        .flatMap(
            note ->
                unlessTold(
                    previous,
                    WorkloadConditions.REPLICAS_ADJUSTED,
                    PlannedEvent.normal(WorkloadConditions.REPLICAS_ADJUSTED, note)));
  }

  /** A Warning once per set of changes that cannot be applied. */
  private static Optional<PlannedEvent> notAppliedEvent(
      List<Condition> previous, List<String> notApplied) {
    return notApplied == null || notApplied.isEmpty()
        ? Optional.empty()
        : unlessTold(
            previous,
            WorkloadConditions.SPEC_APPLIED,
            PlannedEvent.warning(WorkloadConditions.NOT_APPLIED, String.join("; ", notApplied)));
  }

  /** {@code event}, unless the condition of {@code type} already carries its message. */
  private static Optional<PlannedEvent> unlessTold(
      List<Condition> previous, String type, PlannedEvent event) {
    boolean told =
        Conditions.find(previous, type)
            .filter(c -> event.message().equals(c.getMessage()))
            .isPresent();
    return told ? Optional.empty() : Optional.of(event);
  }

  /** Start, completion and duration; shared with {@link Termination}. */
  static void updateTimes(
      CommonStatus status,
      WorkloadStatus before,
      WorkloadStatus phase,
      ChildStatus child,
      Instant now) {
    boolean ended = phase.isFinal();
    if (status.getStartTime() == null && (phase == WorkloadStatus.RUNNING || ended)) {
      Optional<String> childStart =
          Optional.ofNullable(child).map(ChildStatus::startTime).filter(s -> !s.isBlank());
      if (phase == WorkloadStatus.RUNNING || childStart.isPresent()) {
        status.setStartTime(childStart.orElse(Timestamps.format(now)));
      }
    }
    Instant end = now;
    if (ended && status instanceof KaiwoJobStatus job && job.getCompletionTime() == null) {
      job.setCompletionTime(
          Optional.ofNullable(child)
              .map(ChildStatus::completionTime)
              .filter(s -> !s.isBlank())
              .orElse(Timestamps.format(now)));
    }
    if (status instanceof KaiwoJobStatus job && job.getCompletionTime() != null) {
      end = Timestamps.parse(job.getCompletionTime()).orElse(now);
    }
    Optional<Instant> start = Timestamps.parse(status.getStartTime());
    if (start.isEmpty()) {
      return;
    }
    long seconds = Math.max(0, Duration.between(start.get(), end).toSeconds());
    Long old = status.getDuration();
    boolean transition = phase != before;
    boolean stale = old == null || Math.abs(seconds - old) >= DURATION_REFRESH.toSeconds();
    if (transition || (phase == WorkloadStatus.RUNNING && stale) || (ended && old == null)) {
      status.setDuration(seconds);
    }
  }

  /**
   * How long until a running workload's {@code duration} is {@link #DURATION_REFRESH} behind and so
   * written again: waking exactly then keeps the column at most that far behind, where a fixed
   * delay after each reconcile let it fall up to twice as far.
   */
  public static Duration untilDurationRefresh(CommonStatus status, Instant now) {
    Optional<Instant> start = Timestamps.parse(status.getStartTime());
    if (start.isEmpty() || status.getDuration() == null) {
      return DURATION_REFRESH;
    }
    Instant due = start.get().plusSeconds(status.getDuration()).plus(DURATION_REFRESH);
    Duration wait = Duration.between(now, due);
    return wait.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : wait;
  }

  private static PlannedEvent event(
      WorkloadStatus phase, PhaseDecider.Decision decision, String queue) {
    String message = decision.message();
    return switch (phase) {
      case PENDING ->
          PlannedEvent.normal(
              "WorkloadPending", "Workload is pending admission into '" + queue + "'");
      case STARTING -> PlannedEvent.normal("WorkloadStarting", "Workload was admitted, starting");
      case RUNNING -> PlannedEvent.normal("WorkloadRunning", "Workload has started");
      case COMPLETE -> PlannedEvent.normal("WorkloadComplete", "Workload completed successfully");
      case DOWNLOADING ->
          PlannedEvent.normal("WorkloadDownloading", "Waiting for the download job to finish");
      case FAILED ->
          PlannedEvent.warning(
              "WorkloadFailed",
              orDefault(ChildStatus.explain(decision.reason(), message), "Workload failed"));
      case ERROR -> PlannedEvent.warning("WorkloadError", orDefault(message, "Workload error"));
      case TERMINATED ->
          PlannedEvent.warning("WorkloadTerminated", orDefault(message, "Workload terminated"));
      default -> PlannedEvent.normal("Workload" + phase.name(), "Workload is " + phase.value());
    };
  }

  private static String orDefault(String message, String fallback) {
    return message == null || message.isBlank() ? fallback : message;
  }

  private static CommonStatus withoutConditions(CommonStatus status) {
    CommonStatus copy = ApiSerialization.copy(status);
    copy.setConditions(null);
    return copy;
  }
}
