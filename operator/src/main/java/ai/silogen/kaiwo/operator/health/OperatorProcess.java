package ai.silogen.kaiwo.operator.health;

import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorOptions;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/**
 * The operator as its Deployment runs it ({@code kaiwo operator}): a Prometheus registry, the
 * health and metrics endpoint, and the controllers of every module. The endpoint starts first, so
 * that the liveness probe passes while the informers sync and readiness follows the operator.
 */
public final class OperatorProcess implements AutoCloseable {

  private final HealthServer server;
  private final KaiwoOperator operator;

  private OperatorProcess(HealthServer server, KaiwoOperator operator) {
    this.server = server;
    this.operator = operator;
  }

  /**
   * Serves {@code /healthz}, {@code /readyz} and {@code /metrics} on {@code healthPort} (0: any
   * free port) of all interfaces, then starts the operator; returns once it has started.
   */
  public static OperatorProcess start(
      KubernetesClient client, OperatorOptions options, int healthPort) {
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    new JvmMemoryMetrics().bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    new ProcessorMetrics().bindTo(registry);
    // Exit so that the Deployment restarts this replica as a standby: another one may reconcile.
    KaiwoOperator operator =
        KaiwoOperator.create(client, options, registry).onLeadershipLost(() -> System.exit(1));
    HealthServer server = HealthServer.start("0.0.0.0", healthPort, operator::health, registry);
    try {
      operator.start();
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
    return new OperatorProcess(server, operator);
  }

  /** The port of the health and metrics endpoint. */
  public int healthPort() {
    return server.port();
  }

  /** The running operator. */
  public KaiwoOperator operator() {
    return operator;
  }

  @Override
  public void close() {
    operator.close();
    server.close();
  }
}
