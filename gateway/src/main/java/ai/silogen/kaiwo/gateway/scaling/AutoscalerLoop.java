package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.autoscaling.Autoscaler;
import ai.silogen.kaiwo.gateway.autoscaling.AutoscalerStateDocument;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingDecision;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingObservation;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingPolicy;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.openai.ModelRef;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The autoscaler loop. While this gateway leads, every interval it sums the active requests of each
 * autoscaled model over all gateway replicas, runs the model's policy, writes {@code /scale} where
 * the count changes and saves the state. Models with {@code autoscalingDisabled} are left alone,
 * and invalid Models ({@code Valid=False}) are never scaled up. State keys are KubeAI's: the bare
 * model name in the gateway's namespace, {@code <namespace>/<model>} elsewhere, so a state saved by
 * KubeAI is picked up.
 */
public final class AutoscalerLoop implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(AutoscalerLoop.class);

  private final AutoscalerSettings settings;
  private final String defaultNamespace;
  private final ModelCatalog catalog;
  private final LoadBalancer loadBalancer;
  private final ActiveRequestSource activeRequests;
  private final ModelScaler scaler;
  private final AutoscalerStateStore store;
  private final Clock clock;
  private final Map<ScalingMode, ScalingPolicy> policies = new EnumMap<>(ScalingMode.class);
  private final Autoscaler autoscaler;
  private final ScheduledExecutorService timer;
  private ScheduledFuture<?> ticking;

  /** Whether the saved state has been read since this gateway became the leader. */
  private volatile boolean stateLoaded;

  public AutoscalerLoop(
      AutoscalerSettings settings,
      String defaultNamespace,
      ModelCatalog catalog,
      LoadBalancer loadBalancer,
      ActiveRequestSource activeRequests,
      ModelScaler scaler,
      AutoscalerStateStore store,
      Clock clock) {
    this.settings = Objects.requireNonNull(settings, "settings");
    this.defaultNamespace = Objects.requireNonNull(defaultNamespace, "defaultNamespace");
    this.catalog = Objects.requireNonNull(catalog, "catalog");
    this.loadBalancer = Objects.requireNonNull(loadBalancer, "loadBalancer");
    this.activeRequests = Objects.requireNonNull(activeRequests, "activeRequests");
    this.scaler = Objects.requireNonNull(scaler, "scaler");
    this.store = Objects.requireNonNull(store, "store");
    this.clock = Objects.requireNonNull(clock, "clock");
    for (ScalingMode mode : ScalingMode.values()) {
      policies.put(mode, settings.policy(mode));
    }
    this.autoscaler = new Autoscaler(policies.get(settings.defaultMode()));
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            runnable ->
                Thread.ofPlatform().daemon().name("kaiwo-gateway-autoscaler").unstarted(runnable));
  }

  /**
   * Starts ticking, from the saved state; called when this gateway becomes the leader (another
   * leader may have saved a newer state meanwhile).
   */
  public synchronized void startLeading() {
    if (ticking != null) {
      return;
    }
    stateLoaded = false;
    long period = settings.interval().toMillis();
    ticking = timer.scheduleWithFixedDelay(this::safeTick, period, period, TimeUnit.MILLISECONDS);
    LOG.info(
        "autoscaler leading: {} mode by default, every {}",
        settings.defaultMode().value(),
        settings.interval());
  }

  /** Stops ticking; called when leadership is lost. */
  public synchronized void stopLeading() {
    if (ticking != null) {
      ticking.cancel(false);
      ticking = null;
      LOG.info("autoscaler stopped leading");
    }
  }

  /** Whether this loop is ticking, i.e. this gateway leads the autoscaling. */
  public synchronized boolean leading() {
    return ticking != null;
  }

  @Override
  public void close() {
    stopLeading();
    timer.shutdownNow();
  }

  /**
   * Loads the saved state; returns whether it could be read. Until it can, ticks do nothing: a loop
   * that started from an empty window would scale every loaded model down (KubeAI refuses to start
   * instead). A missing ConfigMap is an empty state, not a failure.
   */
  public boolean restore() {
    AutoscalerStateDocument saved;
    try {
      saved = store.load();
    } catch (RuntimeException e) {
      LOG.warn("cannot load the autoscaler state, not scaling until it can: {}", e.toString());
      return false;
    }
    autoscaler.restore(saved, clock.instant());
    stateLoaded = true;
    return true;
  }

  private void safeTick() {
    try {
      tick();
    } catch (RuntimeException e) {
      LOG.warn("autoscaler tick failed: {}", e.toString(), e);
    }
  }

  /**
   * One round now: observe, decide, write changed counts, save the state. The timer calls it every
   * interval while leading; simulations call it directly with their own clock.
   */
  public void tick() {
    if (!stateLoaded && !restore()) {
      return;
    }
    Optional<Map<String, ModelLoad>> loads = activeRequests.collect();
    if (loads.isEmpty()) {
      return;
    }
    Instant now = clock.instant();
    Map<String, ModelInfo> models = new HashMap<>();
    Map<String, ScalingObservation> observations = new HashMap<>();
    for (ModelInfo model : catalog.all()) {
      if (model.scaling().autoscalingDisabled()) {
        continue;
      }
      String key = stateKey(model);
      models.put(key, model);
      ModelLoad load = loads.get().getOrDefault(model.modelKey(), ModelLoad.steady(0));
      observations.put(key, observe(model, load));
    }
    Function<String, ScalingPolicy> policyOf =
        key -> policies.get(models.get(key).scaling().mode(settings.defaultMode()));
    autoscaler
        .tick(now, observations, policyOf)
        .forEach((key, decision) -> apply(models.get(key), decision));
    try {
      store.save(autoscaler.snapshot());
    } catch (RuntimeException e) {
      LOG.warn("cannot save the autoscaler state: {}", e.toString());
    }
  }

  /**
   * The fast mode scales on the mean since the last tick, so that requests answered between two
   * ticks keep their replica (decision 0019); the KubeAI mode samples the count at the tick, as
   * KubeAI does.
   */
  private ScalingObservation observe(ModelInfo model, ModelLoad load) {
    boolean fast = model.scaling().mode(settings.defaultMode()) == ScalingMode.FAST;
    double active = fast ? load.meanActive() : load.active();
    int ready =
        loadBalancer
            .existingGroup(model.modelKey())
            .map(group -> group.endpoints().size())
            .orElse(0);
    return new ScalingObservation(
        active, model.scaling().replicas(), ready, model.scaling().target());
  }

  private void apply(ModelInfo model, ScalingDecision decision) {
    int desired = model.scaling().permittedReplicas(decision.desiredReplicas());
    if (desired == decision.currentReplicas()) {
      return;
    }
    LOG.info(
        "scaling model {} from {} to {} replicas: {}",
        model.modelKey(),
        decision.currentReplicas(),
        desired,
        decision.reason());
    try {
      scaler.scale(model.namespace(), model.name(), desired);
      // Until the informer reports the write, later ticks and requests see the new count.
      catalog.replace(model, model.withScaling(model.scaling().withReplicas(desired)));
    } catch (RuntimeException e) {
      LOG.warn("scaling model {} failed: {}", model.modelKey(), e.toString());
    }
  }

  private String stateKey(ModelInfo model) {
    return new ModelRef(model.namespace(), model.name(), "").publicId(defaultNamespace);
  }
}
