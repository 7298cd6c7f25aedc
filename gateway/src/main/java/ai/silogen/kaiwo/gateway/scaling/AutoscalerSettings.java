package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.autoscaling.FastScalingPolicy;
import ai.silogen.kaiwo.gateway.autoscaling.FastScalingSettings;
import ai.silogen.kaiwo.gateway.autoscaling.KubeAiScalingPolicy;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingPolicy;
import java.time.Duration;
import java.util.Objects;

/**
 * How the autoscaler loop runs.
 *
 * @param defaultMode the policy of models without a mode annotation
 * @param interval time between ticks (KubeAI: 10 s; the fast mode is designed for 2 s)
 * @param kubeAiTimeWindow the moving-average window of the KubeAI mode (10 min)
 * @param fast the fast mode's windows and rates; its tick interval is replaced by {@code interval}
 */
public record AutoscalerSettings(
    ScalingMode defaultMode,
    Duration interval,
    Duration kubeAiTimeWindow,
    FastScalingSettings fast) {

  public AutoscalerSettings {
    Objects.requireNonNull(defaultMode, "defaultMode");
    Objects.requireNonNull(interval, "interval");
    Objects.requireNonNull(kubeAiTimeWindow, "kubeAiTimeWindow");
    Objects.requireNonNull(fast, "fast");
    if (!interval.isPositive()) {
      throw new IllegalArgumentException("autoscaler interval must be positive");
    }
  }

  /** The defaults of {@code mode}: 10 s ticks for KubeAI, 2 s for fast. */
  public static AutoscalerSettings defaults(ScalingMode mode) {
    Duration interval = mode == ScalingMode.KUBEAI ? Duration.ofSeconds(10) : Duration.ofSeconds(2);
    return new AutoscalerSettings(
        mode, interval, Duration.ofMinutes(10), FastScalingSettings.defaults());
  }

  public AutoscalerSettings withInterval(Duration value) {
    return new AutoscalerSettings(defaultMode, value, kubeAiTimeWindow, fast);
  }

  public AutoscalerSettings withKubeAiTimeWindow(Duration value) {
    return new AutoscalerSettings(defaultMode, interval, value, fast);
  }

  /** The policy of {@code mode} with these settings. */
  public ScalingPolicy policy(ScalingMode mode) {
    return switch (mode) {
      case KUBEAI -> new KubeAiScalingPolicy(interval, kubeAiTimeWindow);
      case FAST -> new FastScalingPolicy(fast.withTickInterval(interval));
    };
  }
}
