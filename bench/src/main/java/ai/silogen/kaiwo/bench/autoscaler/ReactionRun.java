package ai.silogen.kaiwo.bench.autoscaler;

import ai.silogen.kaiwo.gateway.autoscaling.ScalingTarget;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.discovery.ModelScaling;
import ai.silogen.kaiwo.gateway.openai.ServedModel;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import ai.silogen.kaiwo.gateway.scaling.AutoscalerLoop;
import ai.silogen.kaiwo.gateway.scaling.AutoscalerSettings;
import ai.silogen.kaiwo.gateway.scaling.AutoscalerStateStore;
import ai.silogen.kaiwo.gateway.scaling.ModelLoad;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * One autoscaler reaction run on a simulated clock: the gateway's real {@link AutoscalerLoop} ticks
 * against a model whose active requests step from 0 to {@code load} (with Gaussian noise) at time
 * 0; the first request has already scaled it from zero to one replica. Scale writes create or
 * remove pods, which become Ready {@code podStartup} after they were requested.
 */
final class ReactionRun {
  private static final String NAMESPACE = "bench";
  private static final String MODEL_KEY = NAMESPACE + "/llama";

  /** What a run measured. */
  record Result(
      ScalingMode mode,
      Duration tick,
      Duration toTargetReplicas,
      Duration toTargetReady,
      int scaleDownsAfterTarget,
      int scaleDownsFirstFiveMinutes,
      int minSteadyReplicas,
      int maxSteadyReplicas) {}

  private final ScalingMode mode;
  private final Duration podStartup;
  private final int targetRequests;
  private final double load;
  private final double noise;
  private final Random random;
  private final SimulatedClock clock = new SimulatedClock();
  private final ModelCatalog catalog = new ModelCatalog();
  private final LoadBalancer loadBalancer = new LoadBalancer();
  private final List<Duration> podsRequestedAt = new ArrayList<>();
  private final List<Duration> scaleDowns = new ArrayList<>();

  ReactionRun(
      ScalingMode mode,
      Duration podStartup,
      int targetRequests,
      double load,
      double noise,
      long seed) {
    this.mode = mode;
    this.podStartup = podStartup;
    this.targetRequests = targetRequests;
    this.load = load;
    this.noise = noise;
    this.random = new Random(seed);
  }

  /** Runs for {@code horizon} of simulated time. */
  Result run(Duration horizon) {
    AutoscalerSettings settings = AutoscalerSettings.defaults(mode);
    catalog.put(model(1));
    podsRequestedAt.add(Duration.ZERO);
    AutoscalerLoop loop =
        new AutoscalerLoop(
            settings,
            NAMESPACE,
            catalog,
            loadBalancer,
            () -> Optional.of(Map.of(MODEL_KEY, ModelLoad.steady(noisyLoad()))),
            (namespace, name, replicas) -> resize(replicas),
            AutoscalerStateStore.NONE,
            clock);
    int wanted = (int) Math.ceil(load / targetRequests);
    Duration toTarget = null;
    Duration toReady = null;
    int min = Integer.MAX_VALUE;
    int max = 0;
    try {
      while (clock.elapsed().compareTo(horizon) < 0) {
        clock.advance(settings.interval());
        publishReadyPods();
        loop.tick();
        int replicas = replicas();
        if (toTarget == null && replicas >= wanted) {
          toTarget = clock.elapsed();
        }
        if (toReady == null && ready() >= wanted) {
          toReady = clock.elapsed();
        }
        if (toTarget != null && clock.elapsed().compareTo(toTarget.plusMinutes(5)) <= 0) {
          min = Math.min(min, replicas);
          max = Math.max(max, replicas);
        }
      }
    } finally {
      loop.close();
    }
    Duration reached = toTarget;
    return new Result(
        mode,
        settings.interval(),
        toTarget,
        toReady,
        reached == null ? -1 : countDowns(reached, reached.plusMinutes(5)),
        countDowns(Duration.ZERO, Duration.ofMinutes(5)),
        min == Integer.MAX_VALUE ? replicas() : min,
        max);
  }

  /** The step's load with this tick's noise; the same all through the tick. */
  private double noisyLoad() {
    return Math.max(0, load + noise * random.nextGaussian());
  }

  private int countDowns(Duration from, Duration to) {
    return (int)
        scaleDowns.stream().filter(at -> at.compareTo(from) > 0 && at.compareTo(to) <= 0).count();
  }

  private void resize(int replicas) {
    if (replicas < podsRequestedAt.size()) {
      scaleDowns.add(clock.elapsed());
    }
    while (podsRequestedAt.size() < replicas) {
      podsRequestedAt.add(clock.elapsed());
    }
    while (podsRequestedAt.size() > replicas) {
      podsRequestedAt.removeLast(); // the youngest (least warm) pod goes first
    }
  }

  private void publishReadyPods() {
    List<ObservedEndpoint> ready = new ArrayList<>();
    for (int i = 0; i < podsRequestedAt.size(); i++) {
      if (podsRequestedAt.get(i).plus(podStartup).compareTo(clock.elapsed()) <= 0) {
        ready.add(ObservedEndpoint.of(NAMESPACE + "/llama-" + i, "10.0.0." + i + ":8000"));
      }
    }
    loadBalancer.group(MODEL_KEY).replaceEndpoints(ready);
  }

  private int replicas() {
    return catalog.get(MODEL_KEY).orElseThrow().scaling().replicas();
  }

  private int ready() {
    return loadBalancer.group(MODEL_KEY).endpoints().size();
  }

  private ModelInfo model(int replicas) {
    return new ModelInfo(
        new ServedModel(NAMESPACE, "llama", Map.of(), Set.of(), LoadBalancingConfig.DEFAULT),
        List.of("TextGeneration"),
        SimulatedClock.START,
        "",
        new ModelScaling(
            false,
            replicas,
            0,
            new ScalingTarget(0, null, targetRequests, Duration.ofSeconds(30)),
            Optional.empty()));
  }
}
