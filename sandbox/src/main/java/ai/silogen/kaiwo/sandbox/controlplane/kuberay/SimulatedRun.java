package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Duration;

/**
 * How long simulated work runs and how it ends, read from sandbox annotations. Real clusters run
 * containers; the sandbox instead lets a workload say how long it "runs" and with which exit code.
 *
 * @param runTime how long the work runs once started
 * @param exitCode the simulated exit code; non-zero means the work fails
 */
public record SimulatedRun(Duration runTime, int exitCode) {

  /** Annotation holding the run time in (possibly fractional) seconds. */
  public static final String RUN_SECONDS = "sandbox.kaiwo.silogen.ai/run-seconds";

  /** Annotation holding the exit code; non-zero makes the work fail. */
  public static final String EXIT_CODE = "sandbox.kaiwo.silogen.ai/exit-code";

  public boolean fails() {
    return exitCode != 0;
  }

  /**
   * Reads the annotations from the first of {@code sources} (objects or pod templates, each with a
   * {@code metadata.annotations} map) that sets them; unset values fall back to {@code
   * defaultRunTime} and exit code 0.
   *
   * @throws IllegalArgumentException naming the annotation when a value is not a number
   */
  public static SimulatedRun from(Duration defaultRunTime, JsonNode... sources) {
    String seconds = firstAnnotation(RUN_SECONDS, sources);
    String exitCode = firstAnnotation(EXIT_CODE, sources);
    return new SimulatedRun(
        seconds == null ? defaultRunTime : parseSeconds(seconds),
        exitCode == null ? 0 : parseExitCode(exitCode));
  }

  private static String firstAnnotation(String key, JsonNode... sources) {
    for (JsonNode source : sources) {
      JsonNode value = source.path("metadata").path("annotations").get(key);
      if (value != null && !value.isNull()) {
        return value.asText().trim();
      }
    }
    return null;
  }

  private static Duration parseSeconds(String value) {
    try {
      BigDecimal seconds = new BigDecimal(value);
      if (seconds.signum() < 0) {
        throw new IllegalArgumentException(
            "annotation " + RUN_SECONDS + " must not be negative, got '" + value + "'");
      }
      return Duration.ofMillis(seconds.movePointRight(3).longValue());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "annotation " + RUN_SECONDS + " must be a number of seconds, got '" + value + "'", e);
    }
  }

  private static int parseExitCode(String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "annotation " + EXIT_CODE + " must be an integer, got '" + value + "'", e);
    }
  }
}
