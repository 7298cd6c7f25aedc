package ai.silogen.kaiwo.operator;

import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.modelserving.ModelServingModule;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigModule;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.preemption.PreemptionModule;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.javaoperatorsdk.operator.Operator;
import io.javaoperatorsdk.operator.api.config.LeaderElectionConfiguration;
import io.javaoperatorsdk.operator.monitoring.micrometer.MicrometerMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Kaiwo operator: one Java Operator SDK instance running the controllers of every {@link
 * ControllerModule}.
 *
 * <p>Server-side apply is switched off for primary-resource patches and dependent matching: the
 * operator then uses create/update/merge-patch, which is equally correct on a real cluster and is
 * what the sandbox's API server supports.
 */
public final class KaiwoOperator implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(KaiwoOperator.class);

  private final Operator operator;
  private final OperatorContext context;
  private final List<ControllerModule> modules;

  private KaiwoOperator(OperatorContext context, List<ControllerModule> modules) {
    this.context = context;
    this.modules = List.copyOf(modules);
    OperatorOptions options = context.options();
    this.operator =
        new Operator(
            o -> {
              o.withKubernetesClient(context.client())
                  .withCloseClientOnStop(false)
                  .withUseSSAToPatchPrimaryResource(false)
                  .withSSABasedCreateUpdateMatchForDependentResources(false)
                  .withConcurrentReconciliationThreads(options.reconcileThreads())
                  .withMetrics(
                      MicrometerMetrics.newPerResourceCollectingMicrometerMetricsBuilder(
                              context.meterRegistry())
                          .build());
              if (options.leaderElection()) {
                o.withLeaderElectionConfiguration(
                    new LeaderElectionConfiguration("kaiwo-operator", options.leaseNamespace()));
              }
            });
    for (ControllerModule module : this.modules) {
      LOG.debug("registering controller module {}", module.name());
      module.register(operator, context);
    }
  }

  /** The modules of a complete Kaiwo operator. */
  public static List<ControllerModule> defaultModules() {
    return List.of(
        new KaiwoConfigModule(),
        new NodePoolModule(),
        new QueueModule(),
        new WorkloadsModule(),
        new PreemptionModule(),
        new NamespaceConfigModule(),
        ModelServingModule.fromEnvironment());
  }

  /**
   * An operator with every default module, using the system clock and a private metrics registry.
   */
  public static KaiwoOperator create(KubernetesClient client, OperatorOptions options) {
    return create(
        new OperatorContext(client, Clock.systemUTC(), new SimpleMeterRegistry(), options),
        defaultModules());
  }

  /** An operator with the given modules (tests register only what they exercise). */
  public static KaiwoOperator create(OperatorContext context, List<ControllerModule> modules) {
    return new KaiwoOperator(context, modules);
  }

  /** Starts the informers and reconcilers, then lets modules create what must exist. */
  public KaiwoOperator start() {
    if (!modules.isEmpty()) {
      operator.start(); // the SDK refuses to start without controllers
    }
    modules.forEach(m -> m.onStarted(context));
    return this;
  }

  public OperatorContext context() {
    return context;
  }

  public MeterRegistry meterRegistry() {
    return context.meterRegistry();
  }

  @Override
  public void close() {
    operator.stop();
  }
}
