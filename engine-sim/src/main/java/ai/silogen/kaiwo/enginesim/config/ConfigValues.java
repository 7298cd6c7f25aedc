package ai.silogen.kaiwo.enginesim.config;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Typed parsing of configuration strings; every error names the key it came from. */
final class ConfigValues {

  private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)?");

  private ConfigValues() {}

  static int intAtLeast(String key, String raw, int min) {
    try {
      int value = Integer.parseInt(raw.trim());
      if (value >= min) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below with the expectation
    }
    throw new EngineConfigException(key, "expected an integer >= " + min + ", got '" + raw + "'");
  }

  static long longValue(String key, String raw) {
    try {
      return Long.parseLong(raw.trim());
    } catch (NumberFormatException e) {
      throw new EngineConfigException(key, "expected an integer, got '" + raw + "'");
    }
  }

  static double doubleAtLeast(String key, String raw, double min) {
    try {
      double value = Double.parseDouble(raw.trim());
      if (value >= min && Double.isFinite(value)) {
        return value;
      }
    } catch (NumberFormatException e) {
      // reported below with the expectation
    }
    throw new EngineConfigException(key, "expected a number >= " + min + ", got '" + raw + "'");
  }

  static boolean bool(String key, String raw) {
    return switch (raw.trim().toLowerCase(Locale.ROOT)) {
      case "true", "1", "yes", "on" -> true;
      case "false", "0", "no", "off" -> false;
      default -> throw new EngineConfigException(key, "expected true or false, got '" + raw + "'");
    };
  }

  /** A non-negative decimal number of milliseconds, e.g. {@code 12} or {@code 0.25}. */
  static Duration millis(String key, String raw) {
    return scaledNanos(key, raw, 1_000_000);
  }

  /** A non-negative decimal number of microseconds, e.g. {@code 250}. */
  static Duration micros(String key, String raw) {
    return scaledNanos(key, raw, 1_000);
  }

  /**
   * A non-negative duration: a number with an optional unit {@code ms}, {@code s}, {@code m} or
   * {@code h} (seconds without one), or ISO-8601 such as {@code PT30S}.
   */
  static Duration duration(String key, String raw) {
    String value = raw.trim().toLowerCase(Locale.ROOT);
    if (value.startsWith("p")) {
      try {
        Duration parsed = Duration.parse(value.toUpperCase(Locale.ROOT));
        if (!parsed.isNegative()) {
          return parsed;
        }
      } catch (DateTimeParseException e) {
        // reported below with the expectation
      }
    } else {
      Matcher m = DURATION.matcher(value);
      if (m.matches()) {
        long nanosPerUnit =
            switch (m.group(2) == null ? "s" : m.group(2)) {
              case "ms" -> 1_000_000L;
              case "m" -> 60_000_000_000L;
              case "h" -> 3_600_000_000_000L;
              default -> 1_000_000_000L;
            };
        return scaledNanos(key, m.group(1), nanosPerUnit);
      }
    }
    throw new EngineConfigException(
        key, "expected a duration such as 30s, 500ms, 2m or 1.5, got '" + raw + "'");
  }

  /** Comma- or whitespace-separated names. */
  static List<String> names(String key, String raw) {
    List<String> names =
        Arrays.stream(raw.trim().split("[,\\s]+")).filter(s -> !s.isEmpty()).toList();
    if (names.isEmpty()) {
      throw new EngineConfigException(key, "expected at least one name");
    }
    return names;
  }

  private static Duration scaledNanos(String key, String raw, long nanosPerUnit) {
    try {
      BigDecimal value = new BigDecimal(raw.trim());
      if (value.signum() >= 0) {
        BigDecimal nanos = value.multiply(BigDecimal.valueOf(nanosPerUnit));
        return Duration.ofNanos(nanos.setScale(0, RoundingMode.HALF_UP).longValueExact());
      }
    } catch (NumberFormatException | ArithmeticException e) {
      // reported below with the expectation
    }
    throw new EngineConfigException(key, "expected a non-negative number, got '" + raw + "'");
  }
}
