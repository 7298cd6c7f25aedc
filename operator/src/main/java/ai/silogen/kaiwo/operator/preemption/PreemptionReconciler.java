package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoSchedulingConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.ErrorStatusUpdateControl;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Duration-based preemption as a cluster-wide sweep: every change to what it knows of a KaiwoJob or
 * KaiwoService ({@link WorkloadSnapshot}) and to the KaiwoConfig wakes it; it plans over the
 * unfinished workloads ({@link PreemptionPlan}), writes the changes ({@link PreemptionWriter}) and
 * sleeps until the next duration ends or waiting demand reaches the threshold. The sweep runs in
 * the context of the KaiwoConfig singleton because the decision is about the cluster as a whole
 * (and uses its {@code pendingThresholdForPreemption}); JOSDK then coalesces bursts of workload
 * events into one sweep.
 */
@ControllerConfiguration(name = PreemptionReconciler.NAME)
public final class PreemptionReconciler implements Reconciler<KaiwoConfig> {

  static final String NAME = "duration-preemption";

  static final Duration AFTER_FAILURE = Duration.ofSeconds(30);

  private static final Logger LOG = LoggerFactory.getLogger(PreemptionReconciler.class);

  private final Clock clock;
  private final PreemptionWriter writer;
  private InformerEventSource<KaiwoJob, KaiwoConfig> jobs;
  private InformerEventSource<KaiwoService, KaiwoConfig> services;

  PreemptionReconciler(Clock clock, PreemptionWriter writer) {
    this.clock = clock;
    this.writer = writer;
  }

  @Override
  public List<EventSource<?, KaiwoConfig>> prepareEventSources(
      EventSourceContext<KaiwoConfig> context) {
    jobs = workloads(KaiwoJob.class, context);
    services = workloads(KaiwoService.class, context);
    return List.of(jobs, services);
  }

  @Override
  public UpdateControl<KaiwoConfig> reconcile(KaiwoConfig config, Context<KaiwoConfig> context) {
    if (!Singletons.isSingleton(config)) {
      return UpdateControl.noUpdate();
    }
    KaiwoConfigSpec settings = EffectiveKaiwoConfig.of(config).getSpec();
    Instant now = clock.instant();
    List<WorkloadSnapshot> snapshots =
        WorkloadSnapshot.ofUnfinished(
            Stream.concat(jobs.list(), services.list()), settings.getDefaultClusterQueueName());
    PreemptionPlan plan = PreemptionPlan.of(snapshots, threshold(settings.getScheduling()), now);
    plan.changes().forEach(change -> writer.write(change, now));
    return plan.nextCheck()
        .map(at -> UpdateControl.<KaiwoConfig>noUpdate().rescheduleAfter(untilAfter(now, at)))
        .orElseGet(UpdateControl::noUpdate);
  }

  /**
   * A sweep that failed (the API server unreachable, say) is tried again after {@link
   * #AFTER_FAILURE}, however often it fails: the SDK's retries run out, and workload status changes
   * are not guaranteed to come to wake it.
   */
  @Override
  public ErrorStatusUpdateControl<KaiwoConfig> updateErrorStatus(
      KaiwoConfig config, Context<KaiwoConfig> context, Exception error) {
    LOG.warn("the preemption sweep failed; the next one is in {}", AFTER_FAILURE, error);
    return ErrorStatusUpdateControl.<KaiwoConfig>noStatusUpdate()
        .withNoRetry()
        .rescheduleAfter(AFTER_FAILURE);
  }

  /** The configured threshold; an invalid one (reported on the KaiwoConfig) means the default. */
  static Duration threshold(KaiwoSchedulingConfig scheduling) {
    try {
      return GoDuration.parse(scheduling.getPendingThresholdForPreemption());
    } catch (IllegalArgumentException e) {
      return GoDuration.parse(
          EffectiveKaiwoConfig.defaults()
              .getSpec()
              .getScheduling()
              .getPendingThresholdForPreemption());
    }
  }

  private static Duration untilAfter(Instant now, Instant at) {
    Duration wait = Duration.between(now, at);
    return wait.isNegative() ? Duration.ofMillis(100) : wait.plusMillis(100);
  }

  private static <W extends HasMetadata> InformerEventSource<W, KaiwoConfig> workloads(
      Class<W> type, EventSourceContext<KaiwoConfig> context) {
    return new InformerEventSource<>(
        InformerEventSourceConfiguration.from(type, KaiwoConfig.class)
            .withName("preemption-" + type.getSimpleName().toLowerCase(java.util.Locale.ROOT))
            .withWatchAllNamespaces()
            .withOnUpdateFilter(WorkloadSnapshot::changed)
            .withSecondaryToPrimaryMapper(Singletons::singleton)
            .build(),
        context);
  }
}
