package ai.silogen.kaiwo.operator;

import ai.silogen.kaiwo.operator.health.HealthReport;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.modelserving.ModelServingModule;
import ai.silogen.kaiwo.operator.monitoring.ResourceMonitoringModule;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigModule;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.preemption.PreemptionModule;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.extended.leaderelection.LeaderCallbacks;
import io.javaoperatorsdk.operator.Operator;
import io.javaoperatorsdk.operator.RuntimeInfo;
import io.javaoperatorsdk.operator.api.config.LeaderElectionConfiguration;
import io.javaoperatorsdk.operator.monitoring.micrometer.MicrometerMetrics;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
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

  /** Name of the leader-election Lease. */
  public static final String LEASE_NAME = "kaiwo-operator";

  private final Operator operator;
  private final OperatorContext context;
  private final List<ControllerModule> modules;
  private final AtomicBoolean leading = new AtomicBoolean();
  private volatile boolean closing;
  private volatile Runnable leadershipLost = () -> {};

  private KaiwoOperator(OperatorContext context, List<ControllerModule> modules) {
    this.context = context;
    this.modules = List.copyOf(modules);
    OperatorOptions options = context.options();
    Gauge.builder("kaiwo.operator.leader", leading, l -> l.get() ? 1 : 0)
        .description("1 while this replica reconciles, 0 while it waits for the Lease")
        .register(context.meterRegistry());
    this.operator =
        new Operator(
            o -> {
              o.withKubernetesClient(context.client())
                  .withCloseClientOnStop(false)
                  .withUseSSAToPatchPrimaryResource(false)
                  .withSSABasedCreateUpdateMatchForDependentResources(false)
                  .withConcurrentReconciliationThreads(options.reconcileThreads())
                  // Per-resource meters would grow with every object in a real cluster.
                  .withMetrics(
                      MicrometerMetrics.withoutPerResourceMetrics(context.meterRegistry()));
              if (options.leaderElection()) {
                o.withLeaderElectionConfiguration(leaderElection(options));
              }
            });
    for (ControllerModule module : this.modules) {
      LOG.debug("registering controller module {}", module.name());
      module.register(operator, context);
    }
  }

  /**
   * The SDK's Lease settings; the replica that wins runs the modules' start-up work. The SDK's own
   * exit on a lost Lease is off because it also fires on a normal shutdown (and exiting from a
   * shutdown hook hangs the JVM); {@link #onLeadershipLost} decides instead.
   */
  private LeaderElectionConfiguration leaderElection(OperatorOptions options) {
    return new LeaderElectionConfiguration(
        LEASE_NAME,
        options.leaseNamespace(),
        LeaderElectionConfiguration.LEASE_DURATION_DEFAULT_VALUE,
        LeaderElectionConfiguration.RENEW_DEADLINE_DEFAULT_VALUE,
        LeaderElectionConfiguration.RETRY_PERIOD_DEFAULT_VALUE,
        null,
        new LeaderCallbacks(
            this::startLeading,
            this::stopLeading,
            leader -> LOG.info("the operator leader is {}", leader)),
        false);
  }

  /** The modules of a complete Kaiwo operator. */
  public static List<ControllerModule> defaultModules() {
    return List.of(
        new KaiwoConfigModule(),
        new NodePoolModule(),
        new QueueModule(),
        new WorkloadsModule(),
        new PreemptionModule(),
        new ResourceMonitoringModule(),
        new NamespaceConfigModule(),
        ModelServingModule.fromEnvironment());
  }

  /**
   * An operator with every default module, using the system clock and a private metrics registry.
   */
  public static KaiwoOperator create(KubernetesClient client, OperatorOptions options) {
    return create(client, options, new SimpleMeterRegistry());
  }

  /** An operator with every default module and the system clock, metering into {@code registry}. */
  public static KaiwoOperator create(
      KubernetesClient client, OperatorOptions options, MeterRegistry registry) {
    return create(
        new OperatorContext(client, Clock.systemUTC(), registry, options), defaultModules());
  }

  /** An operator with the given modules (tests register only what they exercise). */
  public static KaiwoOperator create(OperatorContext context, List<ControllerModule> modules) {
    return new KaiwoOperator(context, modules);
  }

  /**
   * Starts the informers and reconcilers, then lets modules create what must exist. With leader
   * election this returns once the informers are synced; reconciling and the modules' start-up work
   * begin when this replica holds the Lease.
   */
  public KaiwoOperator start() {
    if (!modules.isEmpty()) {
      operator.start(); // the SDK refuses to start without controllers
    }
    if (!context.options().leaderElection()) {
      startLeading();
    }
    return this;
  }

  /** What the health endpoint reports: started, leading, and any unhealthy event source. */
  public HealthReport health() {
    RuntimeInfo info = operator.getRuntimeInfo();
    if (modules.isEmpty() || !info.isStarted()) {
      return HealthReport.starting();
    }
    Map<String, List<String>> unhealthy = new TreeMap<>();
    info.unhealthyEventSources()
        .forEach(
            (controller, sources) -> {
              if (!sources.isEmpty()) {
                unhealthy.put(controller, sources.keySet().stream().sorted().toList());
              }
            });
    return new HealthReport(true, leading.get(), unhealthy);
  }

  /**
   * What to do when this replica loses the Lease while running: another replica may already
   * reconcile, so the process should stop (the Deployment restarts it as a standby). Set before
   * {@link #start()}.
   */
  public KaiwoOperator onLeadershipLost(Runnable action) {
    this.leadershipLost = action;
    return this;
  }

  private void stopLeading() {
    leading.set(false);
    if (!closing) {
      LOG.error("lost the leader-election Lease {}", LEASE_NAME);
      leadershipLost.run();
    }
  }

  private void startLeading() {
    leading.set(true);
    modules.forEach(m -> m.onStarted(context));
  }

  public OperatorContext context() {
    return context;
  }

  public MeterRegistry meterRegistry() {
    return context.meterRegistry();
  }

  @Override
  public void close() {
    closing = true;
    operator.stop();
    context.events().close();
  }
}
