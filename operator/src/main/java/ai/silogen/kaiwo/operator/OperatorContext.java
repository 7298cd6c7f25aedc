package ai.silogen.kaiwo.operator;

import ai.silogen.kaiwo.api.events.EventRecorder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;

/**
 * What every controller module may use: the client, a clock (tests pass a fixed or fast one), the
 * metrics registry and the one event recorder of the process.
 *
 * @param client Kubernetes client with the operator's credentials
 * @param clock time source for status timestamps and durations
 * @param meterRegistry registry for the operator's own metrics
 * @param options process-level settings
 * @param events records Kubernetes Events about the objects the controllers manage
 */
public record OperatorContext(
    KubernetesClient client,
    Clock clock,
    MeterRegistry meterRegistry,
    OperatorOptions options,
    EventRecorder events) {

  /** The {@code source.component} of the operator's events. */
  public static final String EVENT_COMPONENT = "kaiwo-operator";

  /** A context with its own event recorder (closed by {@link KaiwoOperator#close()}). */
  public OperatorContext(
      KubernetesClient client, Clock clock, MeterRegistry meterRegistry, OperatorOptions options) {
    this(
        client,
        clock,
        meterRegistry,
        options,
        new EventRecorder(client, EVENT_COMPONENT, null, clock));
  }
}
