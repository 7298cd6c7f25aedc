package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.events.EventRecorder;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.URI;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How the polls of the exporter go, for operators of the operator: counters per outcome, and a log
 * line and a KaiwoConfig event when reading starts failing or recovers (not on every failed poll,
 * which would flood both while an exporter is down).
 */
final class MonitoringHealth {

  private static final Logger LOG = LoggerFactory.getLogger(MonitoringHealth.class);

  static final String UNAVAILABLE = "ResourceMonitoringUnavailable";
  static final String AVAILABLE = "ResourceMonitoringAvailable";

  private final URI endpoint;
  private final EventRecorder events;
  private final Counter succeeded;
  private final Counter failed;
  private final Counter terminations;
  private Boolean lastOk;

  MonitoringHealth(URI endpoint, EventRecorder events, MeterRegistry registry) {
    this.endpoint = endpoint;
    this.events = events;
    this.succeeded = polls(registry, "ok");
    this.failed = polls(registry, "failed");
    this.terminations =
        Counter.builder("kaiwo.resource.monitoring.terminations")
            .description("Workloads terminated because their GPUs stayed underutilised")
            .register(registry);
  }

  synchronized void succeeded(KaiwoConfig config, int readings) {
    succeeded.increment();
    if (!Boolean.TRUE.equals(lastOk)) {
      LOG.info("resource monitoring reads {} ({} GPU readings)", endpoint, readings);
      if (lastOk != null) {
        events.normal(config, AVAILABLE, "GPU metrics are readable again at " + endpoint);
      }
    }
    lastOk = true;
  }

  synchronized void failed(KaiwoConfig config, String message) {
    failed.increment();
    if (!Boolean.FALSE.equals(lastOk)) {
      LOG.warn("resource monitoring cannot read GPU metrics: {}", message);
      events.warning(
          config,
          UNAVAILABLE,
          "GPU utilisation is not checked until the exporter answers: " + message);
    } else {
      LOG.debug("resource monitoring still cannot read GPU metrics: {}", message);
    }
    lastOk = false;
  }

  void terminated() {
    terminations.increment();
  }

  private static Counter polls(MeterRegistry registry, String outcome) {
    return Counter.builder("kaiwo.resource.monitoring.polls")
        .description("Reads of the GPU metrics exporter by resource monitoring, by outcome")
        .tag("outcome", outcome)
        .register(registry);
  }
}
