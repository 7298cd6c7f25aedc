package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Duration;
import java.util.Objects;

/**
 * Parameters of {@link FastScalingPolicy}; the defaults are Knative KPA's except that utilisation
 * is 100 % (targetRequests already is the per-replica target) and the tick is 2 s.
 *
 * @param tickInterval how often the loop ticks; used to rebuild windows after a restart
 * @param stableWindow averaging window for normal scaling and for leaving panic (60 s)
 * @param panicWindowPercentage the panic window as a percentage of the stable window (10)
 * @param panicThreshold panic when the panic window wants this multiple of the ready replicas (2)
 * @param maxScaleUpRate at most this multiple of the ready replicas per tick (1000)
 * @param maxScaleDownRate at least the ready replicas divided by this per tick (2)
 * @param targetUtilization fraction of targetRequests to plan for (1.0)
 * @param scaleDownTolerance headroom a lower count must keep before scaling down (0.1)
 */
public record FastScalingSettings(
    Duration tickInterval,
    Duration stableWindow,
    double panicWindowPercentage,
    double panicThreshold,
    double maxScaleUpRate,
    double maxScaleDownRate,
    double targetUtilization,
    double scaleDownTolerance) {

  public FastScalingSettings {
    Objects.requireNonNull(tickInterval, "tickInterval");
    Objects.requireNonNull(stableWindow, "stableWindow");
    require(tickInterval.isPositive(), "tickInterval must be positive");
    require(!stableWindow.minus(tickInterval).isNegative(), "stableWindow must be >= tickInterval");
    require(
        panicWindowPercentage > 0 && panicWindowPercentage <= 100,
        "panicWindowPercentage must be in (0, 100]");
    require(panicThreshold >= 1, "panicThreshold must be at least 1");
    require(maxScaleUpRate > 1, "maxScaleUpRate must be greater than 1");
    require(maxScaleDownRate > 1, "maxScaleDownRate must be greater than 1");
    require(targetUtilization > 0 && targetUtilization <= 1, "targetUtilization must be in (0, 1]");
    require(
        scaleDownTolerance >= 0 && scaleDownTolerance < 1, "scaleDownTolerance must be in [0, 1)");
  }

  public static FastScalingSettings defaults() {
    return new FastScalingSettings(
        Duration.ofSeconds(2), Duration.ofSeconds(60), 10, 2, 1000, 2, 1.0, 0.1);
  }

  public Duration panicWindow() {
    return Duration.ofNanos((long) (stableWindow.toNanos() * panicWindowPercentage / 100));
  }

  public FastScalingSettings withTickInterval(Duration value) {
    return new FastScalingSettings(
        value,
        stableWindow,
        panicWindowPercentage,
        panicThreshold,
        maxScaleUpRate,
        maxScaleDownRate,
        targetUtilization,
        scaleDownTolerance);
  }

  private static void require(boolean condition, String message) {
    if (!condition) {
      throw new IllegalArgumentException(message);
    }
  }
}
