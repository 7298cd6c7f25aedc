package ai.silogen.kaiwo.gateway.scaling;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Which autoscaling algorithm drives a model. */
public enum ScalingMode {
  /** KubeAI's: 10-minute moving average, slow and steady (compatible baseline). */
  KUBEAI("kubeai"),
  /** Knative-KPA-like stable and panic windows: reacts to bursts within seconds. */
  FAST("fast");

  /** Model annotation that overrides the gateway's mode for one model. */
  public static final String MODEL_ANNOTATION = "kaiwo.silogen.ai/autoscaler-mode";

  private final String value;

  ScalingMode(String value) {
    this.value = value;
  }

  /** The spelling used in flags and the annotation. */
  public String value() {
    return value;
  }

  /** Every mode's spelling, in declaration order: what flags and the annotation accept. */
  public static List<String> spellings() {
    return Arrays.stream(values()).map(ScalingMode::value).toList();
  }

  /** The accepted spellings as messages list them: {@code kubeai or fast}. */
  public static String expected() {
    return String.join(" or ", spellings());
  }

  /** The mode spelled {@code text} (case-insensitive), or empty. */
  public static Optional<ScalingMode> parse(String text) {
    if (text == null) {
      return Optional.empty();
    }
    String wanted = text.strip().toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(mode -> mode.value.equals(wanted)).findFirst();
  }
}
