package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import io.javaoperatorsdk.operator.Operator;
import java.time.Duration;

/**
 * GPU underutilisation monitoring of Kaiwo workloads ({@link MonitoringReconciler}); registered
 * only when the operator's options name an exporter ({@link ResourceMonitoring}).
 */
public final class ResourceMonitoringModule implements ControllerModule {

  /** The original's timeout for one read of the exporter. */
  static final Duration READ_TIMEOUT = Duration.ofSeconds(5);

  @Override
  public String name() {
    return "resource-monitoring";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    ResourceMonitoring settings = context.options().resourceMonitoring();
    settings
        .endpoint()
        .ifPresent(
            url ->
                operator.register(
                    new MonitoringReconciler(
                        settings,
                        new MetricsEndpoint(url, READ_TIMEOUT),
                        new MonitoringWriter(context.client(), context.events()),
                        new MonitoringHealth(url, context.events(), context.meterRegistry()),
                        context.clock())));
  }
}
