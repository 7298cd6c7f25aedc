package ai.silogen.kaiwo.gateway.scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import ai.silogen.kaiwo.gateway.autoscaling.AutoscalerStateDocument;
import ai.silogen.kaiwo.gateway.autoscaling.ModelStateDocument;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingTarget;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.discovery.ModelScaling;
import ai.silogen.kaiwo.gateway.proxy.TestModels;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The loop over a fake cluster: observations in, /scale writes and saved state out. */
class AutoscalerLoopTest {
  private final ModelCatalog catalog = new ModelCatalog();
  private final Map<String, Double> active = new HashMap<>();
  private final List<String> writes = new ArrayList<>();
  private final AtomicReference<AutoscalerStateDocument> saved =
      new AtomicReference<>(AutoscalerStateDocument.empty());
  private final MutableClock clock = new MutableClock();

  @Test
  void scalesUpAtOnceAndDownOnlyAfterTheDelay() {
    catalog.put(model("default", "m", 1, Optional.empty()));
    AutoscalerLoop loop = loop(ScalingMode.FAST, this::steadyLoads);

    active.put("default/m", 350.0);
    tick(loop);
    assertThat(writes).containsExactly("default/m=4");

    active.put("default/m", 0.0);
    for (int i = 0; i < 10; i++) {
      tick(loop); // still within the 60 s stable window and 30 s delay
    }
    assertThat(writes).containsExactly("default/m=4");
    for (int i = 0; i < 60; i++) {
      tick(loop);
    }
    assertThat(writes.getLast()).isEqualTo("default/m=0");
    assertThat(catalog.get("default/m").orElseThrow().scaling().replicas()).isZero();
  }

  @Test
  void theFastModeCountsRequestsAnsweredBetweenTicksAndKubeAisDoesNot() {
    catalog.put(model("default", "fast", 1, Optional.empty()));
    catalog.put(model("default", "kubeai", 1, Optional.of(ScalingMode.KUBEAI)));
    // A 0.1 s request every 2 s: never in flight at a tick, 0.05 active on average.
    ModelLoad shortRequests = new ModelLoad(0, 0.05);
    AutoscalerLoop loop =
        loop(
            ScalingMode.FAST,
            () ->
                Optional.of(
                    Map.of("default/fast", shortRequests, "default/kubeai", shortRequests)));

    for (int i = 0; i < 150; i++) {
      tick(loop); // five minutes
    }

    assertThat(writes).containsExactly("default/kubeai=0");
  }

  @Test
  void usesEachModelsModeAndSkipsModelsWithoutAutoscaling() {
    catalog.put(model("default", "slow", 1, Optional.of(ScalingMode.KUBEAI)));
    catalog.put(model("default", "quick", 1, Optional.empty()));
    ModelInfo manual = model("default", "manual", 1, Optional.empty());
    catalog.put(
        manual.withScaling(
            new ModelScaling(true, 1, 1, ScalingTarget.defaults(), Optional.empty())));
    AutoscalerLoop loop = loop(ScalingMode.FAST, this::steadyLoads);
    active.putAll(
        Map.of("default/slow", 1000.0, "default/quick", 1000.0, "default/manual", 1000.0));

    tick(loop);

    // KubeAI's 60-sample average of one 1000 sample is 16.7: still one replica.
    assertThat(writes).containsExactly("default/quick=10");
  }

  @Test
  void neverScalesUpAnInvalidModelButLetsItsReplicasGo() {
    catalog.put(invalid(model("default", "cold", 0, Optional.empty())));
    catalog.put(invalid(model("default", "kept", 2, Optional.empty())));
    AutoscalerLoop loop = loop(ScalingMode.FAST, this::steadyLoads);
    active.putAll(Map.of("default/cold", 0.01, "default/kept", 1000.0));

    for (int i = 0; i < 60; i++) {
      tick(loop); // two minutes of load
    }
    assertThat(writes).as("the operator would start no pod for either").isEmpty();

    active.put("default/kept", 0.0);
    for (int i = 0; i < 100; i++) {
      tick(loop); // past the stable window and the scale-down delay
    }
    assertThat(writes).containsExactly("default/kept=1", "default/kept=0");
  }

  @Test
  void savesTheStateEveryTickInKubeAisFormatAndRestoresItWhenLeading() {
    catalog.put(model("default", "m", 3, Optional.of(ScalingMode.KUBEAI)));
    catalog.put(model("team", "t", 1, Optional.of(ScalingMode.KUBEAI)));
    saved.set(
        new AutoscalerStateDocument(
            Map.of(
                "m", ModelStateDocument.ofAverage(300), "team/t", ModelStateDocument.ofAverage(50)),
            clock.instant()));
    AutoscalerLoop loop = loop(ScalingMode.FAST, this::steadyLoads);
    loop.restore();
    active.put("default/m", 300.0);

    tick(loop);

    assertThat(writes).isEmpty(); // restored at 300: three replicas stay
    assertThat(saved.get().models().get("m").averageActiveRequests()).isEqualTo(300.0);
    assertThat(saved.get().models().get("team/t").averageActiveRequests())
        .isCloseTo(50.0 * 299 / 300, offset(1e-9)); // 10 min window of 2 s ticks
    assertThat(saved.get().toJson())
        .startsWith("{\"models\":{\"m\":{\"averageActiveRequests\":300.0");
  }

  @Test
  void aModelKeepsItsLoadHistoryWhenItsModeChanges() {
    catalog.put(model("default", "m", 1, Optional.empty()));
    AutoscalerLoop loop = loop(ScalingMode.FAST, this::steadyLoads);
    active.put("default/m", 1000.0);
    for (int i = 0; i < 40; i++) {
      tick(loop); // fast mode: a minute and more at 1000 in flight
    }
    assertThat(writes.getLast()).isEqualTo("default/m=10");

    ModelInfo fast = catalog.get("default/m").orElseThrow();
    catalog.put(
        fast.withScaling(
            new ModelScaling(
                false, 10, 10, ScalingTarget.defaults(), Optional.of(ScalingMode.KUBEAI))));
    writes.clear();
    for (int i = 0; i < 30; i++) {
      tick(loop); // past the 30 s scale-down delay
    }

    // The KubeAI window starts from the fast mode's average (1000), not from 60 zeros.
    assertThat(writes).isEmpty();
    assertThat(saved.get().models().get("m").averageActiveRequests()).isEqualTo(1000.0);
  }

  @Test
  void doesNotScaleUntilTheSavedStateCanBeRead() {
    catalog.put(model("default", "m", 3, Optional.of(ScalingMode.KUBEAI)));
    saved.set(
        new AutoscalerStateDocument(
            Map.of("m", ModelStateDocument.ofAverage(300)), clock.instant()));
    int[] failures = {2};
    AutoscalerStateStore unreadableTwice =
        new AutoscalerStateStore() {
          @Override
          public AutoscalerStateDocument load() {
            if (failures[0]-- > 0) {
              throw new IllegalStateException("API server unavailable");
            }
            return saved.get();
          }

          @Override
          public void save(AutoscalerStateDocument state) {
            saved.set(state);
          }
        };
    AutoscalerLoop loop = loop(ScalingMode.FAST, this::steadyLoads, recorder(), unreadableTwice);
    active.put("default/m", 0.0);

    tick(loop);
    tick(loop);
    assertThat(saved.get().models().get("m").averageActiveRequests()).isEqualTo(300.0);

    tick(loop); // read at last: the average moves from 300, not from 0
    assertThat(writes).isEmpty();
    assertThat(saved.get().models().get("m").averageActiveRequests())
        .isCloseTo(300.0 * 299 / 300, offset(1e-9));
  }

  @Test
  void skipsTheTickWhenTheSumIsUnknown() {
    catalog.put(model("default", "m", 5, Optional.empty()));
    AutoscalerLoop loop = loop(ScalingMode.FAST, Optional::empty);

    for (int i = 0; i < 100; i++) {
      tick(loop);
    }

    assertThat(writes).isEmpty();
    assertThat(saved.get().models()).isEmpty();
  }

  @Test
  void aFailedWriteIsRetriedOnTheNextTick() {
    catalog.put(model("default", "m", 1, Optional.empty()));
    boolean[] fail = {true};
    ModelScaler failingOnce =
        (namespace, name, replicas) -> {
          if (fail[0]) {
            fail[0] = false;
            throw new IllegalStateException("conflict");
          }
          writes.add(namespace + "/" + name + "=" + replicas);
        };
    AutoscalerLoop loop =
        loop(ScalingMode.FAST, this::steadyLoads, failingOnce, AutoscalerStateStore.NONE);
    active.put("default/m", 200.0);

    tick(loop);
    tick(loop);

    assertThat(writes).containsExactly("default/m=2");
  }

  private AutoscalerLoop loop(ScalingMode mode, ActiveRequestSource source) {
    return loop(
        mode,
        source,
        recorder(),
        new AutoscalerStateStore() {
          @Override
          public AutoscalerStateDocument load() {
            return saved.get();
          }

          @Override
          public void save(AutoscalerStateDocument state) {
            saved.set(state);
          }
        });
  }

  private AutoscalerLoop loop(
      ScalingMode mode,
      ActiveRequestSource source,
      ModelScaler scaler,
      AutoscalerStateStore store) {
    return new AutoscalerLoop(
        AutoscalerSettings.defaults(mode),
        "default",
        catalog,
        new LoadBalancer(),
        source,
        scaler,
        store,
        clock);
  }

  /** {@link #active} as loads that have held since the last tick. */
  private Optional<Map<String, ModelLoad>> steadyLoads() {
    Map<String, ModelLoad> loads = new HashMap<>();
    active.forEach((model, value) -> loads.put(model, ModelLoad.steady(value)));
    return Optional.of(loads);
  }

  /** Records each /scale write as {@code <namespace>/<name>=<replicas>}. */
  private ModelScaler recorder() {
    return (namespace, name, replicas) -> writes.add(namespace + "/" + name + "=" + replicas);
  }

  private void tick(AutoscalerLoop loop) {
    clock.advance(Duration.ofSeconds(2));
    loop.tick();
  }

  private static ModelInfo model(
      String namespace, String name, int replicas, Optional<ScalingMode> mode) {
    ModelInfo model = TestModels.model(namespace, name);
    return model.withScaling(
        new ModelScaling(false, replicas, replicas, ScalingTarget.defaults(), mode));
  }

  /** {@code model} as the operator reports it when it found its spec invalid. */
  private static ModelInfo invalid(ModelInfo model) {
    ModelScaling scaling = model.scaling();
    return model.withScaling(
        new ModelScaling(
            false,
            scaling.replicas(),
            scaling.readyReplicas(),
            scaling.target(),
            scaling.modeOverride(),
            Optional.of("InvalidResourceProfile: resource profile \"tpu-v9\" not found")));
  }

  /** A clock the test moves. */
  private static final class MutableClock extends Clock {
    private Instant now = Instant.parse("2026-01-01T00:00:00Z");

    void advance(Duration step) {
      now = now.plus(step);
    }

    @Override
    public Instant instant() {
      return now;
    }

    @Override
    public ZoneOffset getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }
  }
}
