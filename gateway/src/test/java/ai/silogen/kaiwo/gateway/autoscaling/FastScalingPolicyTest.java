package ai.silogen.kaiwo.gateway.autoscaling;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FastScalingPolicyTest {
  private static final Instant T0 = ScalingSimulation.START;
  private static final Duration TICK = Duration.ofSeconds(2);
  private static final Duration POD_STARTUP = Duration.ofSeconds(10);

  private final FastScalingPolicy policy = FastScalingPolicy.defaults();

  private ScalingSimulation simulation() {
    return new ScalingSimulation(policy, TICK, POD_STARTUP, ScalingTarget.defaults());
  }

  @Test
  void aStepFrom0To1000Reaches10ReplicasWithin30Seconds() {
    // One idle replica for two minutes (a window full of zeros), then 1000 requests.
    ScalingTarget minOne = new ScalingTarget(1, null, 100, Duration.ofSeconds(30));
    ScalingSimulation simulation =
        new ScalingSimulation(policy, TICK, POD_STARTUP, minOne)
            .withReadyReplicas(1)
            .run(Duration.ofMinutes(5), seconds -> seconds < 120 ? 0 : 1000);

    Duration reaction = simulation.timeToReach(10).minusSeconds(120);
    assertThat(reaction).isLessThanOrEqualTo(Duration.ofSeconds(30));
    assertThat(simulation.replicas()).isEqualTo(10);
    assertThat(simulation.scaleDowns()).isZero();
  }

  @Test
  void aNewModelScalesToItsFirstLoadAtOnce() {
    ScalingSimulation simulation = simulation().run(Duration.ofSeconds(10), seconds -> 1000);

    assertThat(simulation.timeToReach(10)).isEqualTo(TICK);
  }

  @Test
  void aBurstOnTopOfSteadyLoadPanicsAndScalesUpAtOnce() {
    ScalingSimulation simulation =
        simulation()
            .withReadyReplicas(2)
            .run(Duration.ofSeconds(20), seconds -> seconds <= 10 ? 200 : 2000);

    ScalingSimulation.Step firstBurstTick =
        simulation.steps.stream().filter(step -> step.load() == 2000).findFirst().orElseThrow();
    FastScalingState state = (FastScalingState) firstBurstTick.decision().nextState();
    assertThat(state.panicking()).isTrue();
    // panic window (6 s = 3 ticks) averages 200, 200, 2000 = 800: 8 replicas at once
    assertThat(firstBurstTick.decision().desiredReplicas()).isEqualTo(8);
    assertThat(simulation.replicas()).isEqualTo(20);
  }

  @Test
  void noScaleDownsUnderFiveMinutesOfNoisySteadyLoad() {
    // A step from idle into 1000 ± 10 % requests: panic, its end, and five minutes of noise.
    ScalingTarget minOne = new ScalingTarget(1, null, 100, Duration.ofSeconds(30));
    Random noise = new Random(42);
    ScalingSimulation simulation =
        new ScalingSimulation(policy, TICK, POD_STARTUP, minOne)
            .withReadyReplicas(1)
            .run(
                Duration.ofMinutes(7),
                seconds -> seconds < 60 ? 0 : 1000 * (0.9 + 0.2 * noise.nextDouble()));

    assertThat(simulation.scaleDowns()).isZero();
    assertThat(simulation.replicas()).isBetween(10, 12);
    assertThat(((FastScalingState) simulation.state()).panicking()).isFalse();
  }

  @Test
  void panicNeverScalesDownAndEndsAStableWindowAfterTheLastReason() {
    // A 20 s burst, then the load drops to a tenth.
    ScalingSimulation simulation =
        simulation().run(Duration.ofMinutes(4), seconds -> seconds <= 20 ? 1000 : 100);

    Instant lastReason = null;
    Instant ended = null;
    int held = 0;
    for (ScalingSimulation.Step step : simulation.steps) {
      FastScalingState state = (FastScalingState) step.decision().nextState();
      if (state.panicking()) {
        assertThat(step.decision().desiredReplicas()).isGreaterThanOrEqualTo(held);
        held = step.decision().desiredReplicas();
        lastReason = state.panicSince();
      } else if (lastReason != null && ended == null) {
        ended = step.at();
      }
    }
    assertThat(held).isEqualTo(10);
    assertThat(ended).isEqualTo(lastReason.plus(policy.settings().stableWindow()));
    assertThat(simulation.replicas()).isEqualTo(2); // 100 requests with 10 % headroom
  }

  @Test
  void scaleDownWaitsForTheDelayAndHalvesAtMostPerTick() {
    ScalingTarget target = new ScalingTarget(0, null, 100, Duration.ofSeconds(10));
    ScalingSimulation simulation =
        new ScalingSimulation(policy, TICK, Duration.ZERO, target)
            .withReadyReplicas(16)
            .run(Duration.ofSeconds(40), seconds -> 0);

    assertThat(simulation.steps)
        .extracting(step -> step.decision().desiredReplicas())
        // 5 ticks (2..10 s) inside the 10 s delay, then at most halving per tick
        .startsWith(16, 16, 16, 16, 16, 8, 4, 2, 1, 0, 0);
  }

  @Test
  void aReplicaStartedForAShortRequestStaysUpForTheScaleDownDelay() {
    // The model idles at zero; the gateway scales it to 1 for a request that is answered
    // between two ticks, so no tick ever sees it active.
    ScalingSimulation simulation =
        simulation().run(Duration.ofMinutes(1), seconds -> 0).scaledTo(1);
    simulation.run(Duration.ofMinutes(1), seconds -> 0);

    Duration held = simulation.firstScaleDownAfter(T0.plus(Duration.ofMinutes(1)));
    assertThat(held).isBetween(Duration.ofSeconds(30), Duration.ofSeconds(30).plus(TICK));
    assertThat(simulation.replicas()).isZero();
  }

  @Test
  void neverLeavesTheBounds() {
    ScalingTarget target = new ScalingTarget(2, 5, 100, Duration.ZERO);
    ScalingSimulation busy =
        new ScalingSimulation(policy, TICK, POD_STARTUP, target)
            .run(Duration.ofMinutes(1), s -> 5000);
    ScalingSimulation idle =
        new ScalingSimulation(policy, TICK, POD_STARTUP, target)
            .withReadyReplicas(4)
            .run(Duration.ofMinutes(1), s -> 0);

    assertThat(busy.steps)
        .allSatisfy(step -> assertThat(step.decision().desiredReplicas()).isBetween(2, 5));
    assertThat(busy.replicas()).isEqualTo(5);
    assertThat(idle.replicas()).isEqualTo(2);
  }

  @Test
  void aRestartedGatewayKeepsALoadedModelUp() {
    ModelStateDocument saved = new ModelStateDocument(1000, null, null, null);
    // The restarted gateway sees no requests for 10 s while clients reconnect.
    ScalingSimulation simulation =
        simulation()
            .withReadyReplicas(10)
            .withState(policy.restore(saved, T0))
            .run(Duration.ofMinutes(3), seconds -> seconds <= 10 ? 0 : 1000);

    assertThat(simulation.scaleDowns()).isZero();
    assertThat(simulation.replicas()).isEqualTo(10);
  }

  @Test
  void restoresAPanicInProgress() {
    ModelStateDocument saved = new ModelStateDocument(100, null, T0.minusSeconds(10), 30);

    FastScalingState state = policy.restore(saved, T0);
    ScalingDecision decision =
        policy.decide(
            state, T0.plus(TICK), new ScalingObservation(100, 30, 30, ScalingTarget.defaults()));

    assertThat(state.panicking()).isTrue();
    assertThat(decision.desiredReplicas()).isEqualTo(30);
    assertThat(decision.nextState().toDocument().maxPanicReplicas()).isEqualTo(30);
  }

  @Test
  void convertsAKubeAiStateFromItsAverage() {
    ScalingState kubeAi =
        KubeAiScalingPolicy.defaults().restore(ModelStateDocument.ofAverage(500), T0);

    ScalingDecision decision =
        policy.decide(kubeAi, T0, new ScalingObservation(500, 5, 5, ScalingTarget.defaults()));

    assertThat(decision.nextState()).isInstanceOf(FastScalingState.class);
    assertThat(decision.desiredReplicas()).isEqualTo(5);
  }
}
