package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.ErrorStatusUpdateControl;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Resource monitoring as a poll in the context of the KaiwoConfig singleton: every polling interval
 * (and when the KaiwoConfig changes) it reads the GPU exporter, plans over the running workloads
 * ({@link UtilizationPlan}) and writes the verdicts ({@link MonitoringWriter}). Running as a
 * reconciler gives it the operator's leader election; its informers only keep caches (their events
 * do not wake it), so the exporter is read once per interval, however busy the cluster.
 */
@ControllerConfiguration(name = MonitoringReconciler.NAME)
final class MonitoringReconciler implements Reconciler<KaiwoConfig> {

  static final String NAME = "resource-monitoring";

  private static final Logger LOG = LoggerFactory.getLogger(MonitoringReconciler.class);

  private final MetricsEndpoint endpoint;
  private final ResourceMonitoring settings;
  private final MonitoringWriter writer;
  private final MonitoringHealth health;
  private final Clock clock;
  private InformerEventSource<KaiwoJob, KaiwoConfig> jobs;
  private InformerEventSource<KaiwoService, KaiwoConfig> services;
  private InformerEventSource<Pod, KaiwoConfig> pods;

  MonitoringReconciler(
      ResourceMonitoring settings,
      MetricsEndpoint endpoint,
      MonitoringWriter writer,
      MonitoringHealth health,
      Clock clock) {
    this.settings = settings;
    this.endpoint = endpoint;
    this.writer = writer;
    this.health = health;
    this.clock = clock;
  }

  @Override
  public List<EventSource<?, KaiwoConfig>> prepareEventSources(
      EventSourceContext<KaiwoConfig> context) {
    jobs = cacheOnly(KaiwoJob.class, null, context);
    services = cacheOnly(KaiwoService.class, null, context);
    // Only pods of Kaiwo workloads: they carry their workload's UID.
    pods = cacheOnly(Pod.class, KaiwoLabels.RUN_ID, context);
    return List.of(jobs, services, pods);
  }

  @Override
  public UpdateControl<KaiwoConfig> reconcile(KaiwoConfig config, Context<KaiwoConfig> context)
      throws InterruptedException {
    if (!Singletons.isSingleton(config)) {
      return UpdateControl.noUpdate();
    }
    List<GpuReading> readings;
    try {
      readings = endpoint.read();
    } catch (IOException e) {
      health.failed(config, e.getMessage());
      return next();
    }
    health.succeeded(config, readings.size());
    Instant now = clock.instant();
    List<UtilizationPlan.Verdict> verdicts =
        UtilizationPlan.of(
            Stream.concat(jobs.list(), services.list()).map(MonitoredWorkload::of).toList(),
            pods.list().map(MonitoringReconciler::workloadPod).toList(),
            readings,
            UnderutilizationPolicy.of(
                EffectiveKaiwoConfig.of(config).getSpec().getResourceMonitoring()),
            now);
    for (UtilizationPlan.Verdict verdict : verdicts) {
      if (writer.write(verdict, now) && verdict.termination().isPresent()) {
        health.terminated();
      }
    }
    return next();
  }

  /**
   * An unexpected failure ends this poll, not the polling: the SDK's retries would stop after a few
   * attempts, and nothing else wakes this reconciler, so monitoring would stay off until the
   * KaiwoConfig changes.
   */
  @Override
  public ErrorStatusUpdateControl<KaiwoConfig> updateErrorStatus(
      KaiwoConfig config, Context<KaiwoConfig> context, Exception error) {
    LOG.warn(
        "resource monitoring poll failed; the next one is in {}",
        GoDuration.format(settings.pollingInterval()),
        error);
    return ErrorStatusUpdateControl.<KaiwoConfig>noStatusUpdate()
        .withNoRetry()
        .rescheduleAfter(settings.pollingInterval());
  }

  private UpdateControl<KaiwoConfig> next() {
    return UpdateControl.<KaiwoConfig>noUpdate().rescheduleAfter(settings.pollingInterval());
  }

  private static UtilizationPlan.WorkloadPod workloadPod(Pod pod) {
    return new UtilizationPlan.WorkloadPod(
        pod.getMetadata().getNamespace(),
        pod.getMetadata().getName(),
        pod.getMetadata().getLabels().get(KaiwoLabels.RUN_ID),
        Timestamps.parse(pod.getMetadata().getCreationTimestamp()).orElse(Instant.EPOCH));
  }

  private static <R extends HasMetadata> InformerEventSource<R, KaiwoConfig> cacheOnly(
      Class<R> type, String labelSelector, EventSourceContext<KaiwoConfig> context) {
    var builder =
        InformerEventSourceConfiguration.from(type, KaiwoConfig.class)
            .withName("monitoring-" + type.getSimpleName().toLowerCase(Locale.ROOT))
            .withWatchAllNamespaces()
            .withOnAddFilter(object -> false)
            .withOnUpdateFilter((after, before) -> false)
            .withOnDeleteFilter((object, unknownState) -> false)
            .withSecondaryToPrimaryMapper(Singletons::singleton);
    if (labelSelector != null) {
      builder.withLabelSelector(labelSelector);
    }
    return new InformerEventSource<>(builder.build(), context);
  }
}
