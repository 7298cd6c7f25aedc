package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.workload.model.DesiredState;
import ai.silogen.kaiwo.operator.workload.model.DesiredStateBuilder;
import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException;
import ai.silogen.kaiwo.operator.workload.model.SchedulingCheck;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import ai.silogen.kaiwo.operator.workload.status.Observation;
import ai.silogen.kaiwo.operator.workload.status.StatusComputer;
import ai.silogen.kaiwo.operator.workload.status.StatusUpdate;
import ai.silogen.kaiwo.operator.workload.status.Termination;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.CustomResource;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ErrorStatusUpdateControl;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The reconcile loop shared by KaiwoJob and KaiwoService: finished workloads are left alone; a
 * TERMINATING workload is terminated ({@link Termination}); otherwise the desired state is built,
 * checked ({@link SchedulingCheck}), applied stage by stage ({@link WorkloadSync}) and the status
 * computed from what was observed ({@link StatusComputer}) and written with optimistic locking.
 * Problems with one workload end up in its status, never in a crashed loop; a refused child is
 * tried again later ({@link RefusalRetry}).
 */
abstract class WorkloadReconciler<P extends CustomResource<?, ?>> implements Reconciler<P> {

  /** Refusals that do not apply to a workload Kueue admitted already. */
  private static final Set<String> ADMISSION_DEPENDENT =
      Set.of(SchedulingCheck.WRONG_QUEUE_NAMESPACE, SchedulingCheck.PRIORITY_CLASS_NOT_FOUND);

  /** Retry soon after losing a status write to another writer. */
  static final Duration CONFLICT_RETRY = Duration.ofSeconds(1);

  private final WorkloadKind<P> kind;
  private final OperatorContext operator;
  private final WorkloadOptions options;
  private final EventRecorder events;
  private final ChildApplier applier;
  private final StatusWriter statusWriter;
  private WorkloadSources<P> sources;
  private WorkloadSync sync;

  WorkloadReconciler(WorkloadKind<P> kind, OperatorContext operator, WorkloadOptions options) {
    this.kind = kind;
    this.operator = operator;
    this.options = options;
    this.events = operator.events();
    this.applier = new ChildApplier(operator.client(), events);
    this.statusWriter = new StatusWriter(operator.client(), events);
  }

  @Override
  public List<EventSource<?, P>> prepareEventSources(EventSourceContext<P> context) {
    sources = new WorkloadSources<>(context, kind);
    sync = new WorkloadSync(sources, applier, operator.client());
    return sources.eventSources();
  }

  @Override
  public UpdateControl<P> reconcile(P resource, Context<P> context) {
    CommonStatus current =
        resource.getStatus() instanceof CommonStatus status ? status : kind.emptyStatus().get();
    if (current.getStatus() != null && current.getStatus().isFinal()) {
      return UpdateControl.noUpdate();
    }
    Instant now = operator.clock().instant();
    if (Termination.isRequested(current)) {
      return terminate(resource, current, now);
    }
    Observation observation = observe(resource, current);
    StatusUpdate update =
        StatusComputer.next(current, observation, now, resource.getMetadata().getGeneration());
    StatusWriter.Outcome written =
        update.changed()
            ? statusWriter.write(resource, update.status(), update.events())
            : StatusWriter.Outcome.WRITTEN;
    if (written == StatusWriter.Outcome.CONFLICT) {
      return UpdateControl.<P>noUpdate().rescheduleAfter(CONFLICT_RETRY);
    }
    if (written == StatusWriter.Outcome.GONE) {
      return UpdateControl.noUpdate();
    }
    Optional<Duration> retry = RefusalRetry.after(update.status(), now);
    if (retry.isPresent()) {
      return UpdateControl.<P>noUpdate().rescheduleAfter(retry.get());
    }
    return update.status().getStatus() == WorkloadStatus.RUNNING
        ? UpdateControl.<P>noUpdate()
            .rescheduleAfter(StatusComputer.untilDurationRefresh(update.status(), now))
        : UpdateControl.noUpdate();
  }

  /**
   * Unexpected failures (the API server unavailable, a bug) are retried by JOSDK with back-off; the
   * user sees each one as a Warning event on the workload instead of a silent stall.
   */
  @Override
  public ErrorStatusUpdateControl<P> updateErrorStatus(
      P resource, Context<P> context, Exception error) {
    events.record(
        resource,
        PlannedEvent.warning(
            "ReconcileFailed",
            error.getClass().getSimpleName() + ": " + error.getMessage() + " (will retry)"));
    return ErrorStatusUpdateControl.defaultErrorProcessing();
  }

  private Observation observe(P resource, CommonStatus current) {
    ClusterFacts facts = sources.facts();
    DesiredState desired;
    try {
      desired = DesiredStateBuilder.build(resource, facts, options);
    } catch (InvalidWorkloadException e) {
      return Observation.of(facts.defaultClusterQueue()).withInvalidSpec(e.fieldMessages());
    }
    SchedulingCheck.Verdict verdict = SchedulingCheck.check(desired.context());
    String refusal = verdict.reason();
    if (ADMISSION_DEPENDENT.contains(refusal) && sync.admitted(desired)) {
      verdict = SchedulingCheck.check(desired.context(), true);
      if (SchedulingCheck.WRONG_QUEUE_NAMESPACE.equals(refusal)) {
        warnOnce(resource, current, verdict);
      }
    }
    Observation observation =
        Observation.of(desired.context().clusterQueue())
            .withPlan(desired.context().plan())
            .withScheduling(verdict);
    if (!verdict.schedulable()) {
      return observation;
    }
    sync.removeStaleRuntime(desired.context().workload());
    return sync.sync(resource, desired, current, observation);
  }

  /**
   * A Warning event the first time an admitted workload's queue stops accepting its namespace (the
   * {@code Schedulable} condition then carries the same message until the change is undone).
   */
  private void warnOnce(P resource, CommonStatus current, SchedulingCheck.Verdict verdict) {
    boolean already =
        Conditions.find(current.getConditions(), WorkloadConditions.SCHEDULABLE)
            .filter(c -> verdict.reason().equals(c.getReason()))
            .isPresent();
    if (!already) {
      events.record(resource, PlannedEvent.warning(verdict.reason(), verdict.message()));
    }
  }

  /** Deletes the compute children first, then writes TERMINATED (final), so none is left. */
  private UpdateControl<P> terminate(P resource, CommonStatus current, Instant now) {
    String namespace = resource.getMetadata().getNamespace();
    List<HasMetadata> candidates = new ArrayList<>();
    for (Class<? extends HasMetadata> child : kind.owned()) {
      candidates.addAll(sources.list(child, namespace, c -> true));
    }
    Termination.Plan plan =
        Termination.plan(
            current,
            resource.getMetadata().getUid(),
            candidates,
            now,
            resource.getMetadata().getGeneration());
    for (HasMetadata child : plan.toDelete()) {
      operator
          .client()
          .resource(child)
          .withPropagationPolicy(DeletionPropagation.BACKGROUND)
          .delete();
    }
    return statusWriter.write(resource, plan.status(), List.of(plan.event()))
            == StatusWriter.Outcome.CONFLICT
        ? UpdateControl.<P>noUpdate().rescheduleAfter(CONFLICT_RETRY)
        : UpdateControl.noUpdate();
  }
}
