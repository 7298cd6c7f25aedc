package ai.silogen.kaiwo.gateway.autoscaling;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KubeAiScalingPolicyTest {
  private static final Instant T0 = ScalingSimulation.START;

  /** KubeAI's {@code TestAutoscalingConfig}. */
  @ParameterizedTest
  @CsvSource({"10, 600, 30, 3, 60", "1, 10, 10, 10, 10", "2, 5, 3, 2, 3"})
  void windowAndDelayCountsMatchKubeAi(
      long intervalSeconds, long windowSeconds, long delaySeconds, int consecutive, int window) {
    KubeAiScalingPolicy policy =
        new KubeAiScalingPolicy(
            Duration.ofSeconds(intervalSeconds), Duration.ofSeconds(windowSeconds));

    assertThat(policy.requiredConsecutiveScaleDowns(Duration.ofSeconds(delaySeconds)))
        .isEqualTo(consecutive);
    assertThat(policy.averageWindowCount()).isEqualTo(window);
  }

  /** 1 s ticks, 3-sample window, 2 s delay (2 consecutive), target 100. */
  @Test
  void decisionTable() {
    KubeAiScalingPolicy policy =
        new KubeAiScalingPolicy(Duration.ofSeconds(1), Duration.ofSeconds(3));
    ScalingTarget target = new ScalingTarget(0, null, 100, Duration.ofSeconds(2));
    // active, current replicas, expected desired
    int[][] table = {
      {300, 0, 1}, // avg 100: scale up at once
      {300, 1, 2}, // avg 200
      {300, 2, 3}, // avg 300
      {0, 3, 3}, // avg 200 wants 2: delayed 1/2
      {0, 3, 3}, // avg 100 wants 1: delayed 2/2
      {0, 3, 0}, // avg 0: third lower tick in a row scales down
      {300, 0, 1}, // up again at once, counter reset
      {300, 1, 2},
      {0, 2, 2}, // avg 200 = current: not lower
      {0, 2, 2}, // avg 100 wants 1: delayed 1/2
      {900, 2, 3}, // avg 300 wants 3: up, and the counter resets
    };

    ScalingState state = policy.initialState(T0);
    for (int i = 0; i < table.length; i++) {
      int[] row = table[i];
      ScalingDecision decision =
          policy.decide(
              state, T0.plusSeconds(i), new ScalingObservation(row[0], row[1], row[1], target));
      assertThat(decision.desiredReplicas())
          .as("tick %d: %s", i, decision.reason())
          .isEqualTo(row[2]);
      assertThat(decision.changesReplicas()).isEqualTo(row[1] != row[2]);
      state = decision.nextState();
    }
  }

  @Test
  void onceADelayedScaleDownHappenedFurtherLowerTicksApplyAtOnceAsInKubeAi() {
    KubeAiScalingPolicy policy =
        new KubeAiScalingPolicy(Duration.ofSeconds(1), Duration.ofSeconds(4));
    ScalingTarget target = new ScalingTarget(0, null, 100, Duration.ofSeconds(1));
    ScalingState state = policy.restore(ModelStateDocument.ofAverage(400), T0);
    int current = 4;
    List<Integer> desired = new java.util.ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      ScalingDecision decision =
          policy.decide(
              state, T0.plusSeconds(i), new ScalingObservation(0, current, current, target));
      desired.add(decision.desiredReplicas());
      current = decision.desiredReplicas();
      state = decision.nextState();
    }

    // averages 300, 200, 100, 0, 0: the first lower tick is delayed, then every tick steps down
    assertThat(desired).containsExactly(4, 2, 1, 0, 0);
  }

  @Test
  void aReplicaStartedForAShortRequestStaysUpForTheScaleDownDelay() {
    // As FastScalingPolicyTest's case of that name: KubeAI's consecutive-tick count holds it.
    KubeAiScalingPolicy policy = KubeAiScalingPolicy.defaults();
    ScalingSimulation simulation =
        new ScalingSimulation(policy, policy.interval(), Duration.ZERO, ScalingTarget.defaults())
            .run(Duration.ofMinutes(1), seconds -> 0)
            .scaledTo(1);
    simulation.run(Duration.ofMinutes(1), seconds -> 0);

    Duration held = simulation.firstScaleDownAfter(T0.plus(Duration.ofMinutes(1)));
    assertThat(held)
        .isBetween(Duration.ofSeconds(30), Duration.ofSeconds(30).plus(policy.interval()));
    assertThat(simulation.replicas()).isZero();
  }

  @Test
  void clampsToMinAndMax() {
    KubeAiScalingPolicy policy =
        new KubeAiScalingPolicy(Duration.ofSeconds(1), Duration.ofSeconds(1));
    ScalingTarget target = new ScalingTarget(1, 3, 10, Duration.ZERO);
    ScalingState state = policy.initialState(T0);

    assertThat(
            policy.decide(state, T0, new ScalingObservation(1000, 1, 1, target)).desiredReplicas())
        .isEqualTo(3);
    assertThat(policy.decide(state, T0, new ScalingObservation(0, 3, 3, target)).desiredReplicas())
        .isEqualTo(1);
  }

  @Test
  void aStepFrom0To1000TakesAboutNineMinutesToReach10Replicas() {
    ScalingSimulation simulation =
        new ScalingSimulation(
                KubeAiScalingPolicy.defaults(),
                Duration.ofSeconds(10),
                Duration.ZERO,
                ScalingTarget.defaults())
            .run(Duration.ofMinutes(12), seconds -> 1000);

    // avg_k = 1000 k / 60: 2 replicas after 7 ticks, 10 after 55 ticks (routing-perf.md §5)
    assertThat(simulation.timeToReach(2)).isEqualTo(Duration.ofSeconds(70));
    assertThat(simulation.timeToReach(10)).isEqualTo(Duration.ofSeconds(550));
    assertThat(simulation.replicas()).isEqualTo(10);
  }

  @Test
  void restoredStateKeepsALoadedModelUpWhileFreshStateWouldScaleItDown() {
    ScalingTarget target = ScalingTarget.defaults();
    KubeAiScalingPolicy policy = KubeAiScalingPolicy.defaults();
    // After a restart the new gateway's counters start at zero and the load comes back.
    java.util.function.DoubleUnaryOperator load = seconds -> seconds <= 20 ? 0 : 300;

    ScalingSimulation restored =
        new ScalingSimulation(policy, Duration.ofSeconds(10), Duration.ZERO, target)
            .withReadyReplicas(3)
            .withState(policy.restore(ModelStateDocument.ofAverage(300), T0))
            .run(Duration.ofMinutes(5), load);
    ScalingSimulation fresh =
        new ScalingSimulation(policy, Duration.ofSeconds(10), Duration.ZERO, target)
            .withReadyReplicas(3)
            .run(Duration.ofMinutes(5), load);

    assertThat(restored.scaleDowns()).isZero();
    assertThat(restored.replicas()).isEqualTo(3);
    assertThat(fresh.scaleDowns()).isPositive();
  }

  @Test
  void aWindowOfAnotherSizeIsRebuiltFromItsAverage() {
    KubeAiScalingPolicy small =
        new KubeAiScalingPolicy(Duration.ofSeconds(1), Duration.ofSeconds(2));
    ScalingState state = small.restore(ModelStateDocument.ofAverage(50), T0);

    ScalingDecision decision =
        KubeAiScalingPolicy.defaults()
            .decide(state, T0, new ScalingObservation(50, 1, 1, ScalingTarget.defaults()));

    assertThat(((KubeAiScalingState) decision.nextState()).window().size()).isEqualTo(60);
    assertThat(decision.nextState().averageActiveRequests()).isEqualTo(50);
  }
}
