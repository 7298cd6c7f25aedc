package ai.silogen.kaiwo.api;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses and formats Go duration strings ({@code time.ParseDuration}, {@code metav1.Duration}), the
 * format of {@code spec.duration}, {@code pendingThresholdForPreemption}, {@code
 * terminateUnderutilizedAfter} and the GPU preemption periods: a sequence of decimal numbers with
 * units {@code ns}, {@code us} (or {@code µs}), {@code ms}, {@code s}, {@code m}, {@code h}, e.g.
 * {@code 90m}, {@code 2h30m}, {@code 1.5s}; a bare {@code 0} is zero.
 */
public final class GoDuration {

  /** CRD pattern of a non-negative Go duration (used on the fields listed above). */
  public static final String PATTERN = "^(0|([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h))+)$";

  private static final Pattern WHOLE = Pattern.compile(PATTERN);
  private static final Pattern PART = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ns|us|µs|ms|s|m|h)");
  private static final Map<String, Long> NANOS_PER_UNIT =
      Map.of(
          "ns", 1L,
          "us", 1_000L,
          "µs", 1_000L,
          "ms", 1_000_000L,
          "s", 1_000_000_000L,
          "m", 60_000_000_000L,
          "h", 3_600_000_000_000L);

  private GoDuration() {}

  /**
   * Parses a non-negative Go duration.
   *
   * @throws IllegalArgumentException naming the value when it is not a Go duration
   */
  public static Duration parse(String value) {
    if (value == null || !WHOLE.matcher(value).matches()) {
      throw new IllegalArgumentException(
          "invalid duration '" + value + "': expected a Go duration such as 90s, 30m or 2h30m");
    }
    BigDecimal nanos = BigDecimal.ZERO;
    Matcher part = PART.matcher(value);
    while (part.find()) {
      nanos =
          nanos.add(
              new BigDecimal(part.group(1))
                  .multiply(BigDecimal.valueOf(NANOS_PER_UNIT.get(part.group(2)))));
    }
    return Duration.ofNanos(nanos.longValue());
  }

  /**
   * Formats a non-negative duration, truncated to whole seconds, like Go's {@code
   * Duration.String()}: {@code 0s}, {@code 45s}, {@code 1m30s}, {@code 2h30m0s}.
   */
  public static String format(Duration duration) {
    if (duration.isNegative()) {
      throw new IllegalArgumentException("negative duration " + duration);
    }
    long seconds = duration.toSeconds();
    StringBuilder out = new StringBuilder();
    if (seconds >= 3600) {
      out.append(seconds / 3600).append('h');
    }
    if (seconds >= 60) {
      out.append(seconds % 3600 / 60).append('m');
    }
    return out.append(seconds % 60).append('s').toString();
  }
}
