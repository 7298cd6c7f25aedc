package ai.silogen.kaiwo.operator;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;

/**
 * What every controller module may use: the client, a clock (tests pass a fixed or fast one) and
 * the metrics registry.
 *
 * @param client Kubernetes client with the operator's credentials
 * @param clock time source for status timestamps and durations
 * @param meterRegistry registry for the operator's own metrics
 * @param options process-level settings
 */
public record OperatorContext(
    KubernetesClient client, Clock clock, MeterRegistry meterRegistry, OperatorOptions options) {}
