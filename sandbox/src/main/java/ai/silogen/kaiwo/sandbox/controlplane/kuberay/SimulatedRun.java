package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.kubelet.RunPlan;
import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;

/**
 * How long a simulated Ray job (or Serve deployment) runs and how it ends, read from the same
 * sandbox annotations the kubelet reads for pods ({@value RunPlan#RUN_SECONDS}, {@value
 * RunPlan#EXIT_CODE}). Ray pods run until deleted; the work Ray does on them is what this times.
 *
 * @param runTime how long the work runs once started; empty runs forever ({@code -1})
 * @param exitCode the simulated exit code; non-zero means the work fails
 */
public record SimulatedRun(Optional<Duration> runTime, int exitCode) {

  public boolean fails() {
    return exitCode != 0;
  }

  /**
   * Reads the annotations from the first of {@code sources} (objects or pod templates, each with a
   * {@code metadata.annotations} map) that sets each; unset values fall back to {@code
   * defaultRunTime} and exit code 0.
   *
   * @throws IllegalArgumentException naming the annotation when a value is malformed
   */
  public static SimulatedRun from(Duration defaultRunTime, JsonNode... sources) {
    String seconds = firstAnnotation(RunPlan.RUN_SECONDS, sources);
    String exitCode = firstAnnotation(RunPlan.EXIT_CODE, sources);
    return new SimulatedRun(
        seconds == null ? Optional.of(defaultRunTime) : parseSeconds(seconds),
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

  private static Optional<Duration> parseSeconds(String value) {
    BigDecimal seconds;
    try {
      seconds = new BigDecimal(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "annotation " + RunPlan.RUN_SECONDS + ": not a number of seconds: '" + value + "'", e);
    }
    if (seconds.compareTo(BigDecimal.ONE.negate()) == 0) {
      return Optional.empty();
    }
    if (seconds.signum() < 0) {
      throw new IllegalArgumentException(
          "annotation "
              + RunPlan.RUN_SECONDS
              + ": must be -1 or a non-negative number, got '"
              + value
              + "'");
    }
    return Optional.of(Duration.ofMillis(seconds.movePointRight(3).longValue()));
  }

  private static int parseExitCode(String value) {
    try {
      int code = Integer.parseInt(value);
      if (code >= 0 && code <= 255) {
        return code;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        "annotation "
            + RunPlan.EXIT_CODE
            + ": must be an integer from 0 to 255, got '"
            + value
            + "'");
  }
}
