package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import io.fabric8.kubernetes.api.model.Pod;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * How long a simulated pod runs and how it ends. Pods with {@code restartPolicy: Always} (the
 * default) run until deleted. Other pods (Job pods) run for the kubelet's default run time, or for
 * the pod annotation {@value #RUN_SECONDS} (seconds, may be fractional; {@code -1} runs forever),
 * then exit with code 0 or with the annotation {@value #EXIT_CODE}.
 *
 * @param runFor how long the containers run; empty for "until deleted"
 * @param exitCode exit code of the containers when they finish
 */
public record RunPlan(Optional<Duration> runFor, int exitCode) {

  /** Pod annotation: run time in seconds ({@code -1}: forever). */
  public static final String RUN_SECONDS = "sandbox.kaiwo.silogen.ai/run-seconds";

  /** Pod annotation: exit code of the containers (non-zero fails the pod). */
  public static final String EXIT_CODE = "sandbox.kaiwo.silogen.ai/exit-code";

  /**
   * The plan of {@code pod}.
   *
   * @param defaultRunTime run time of pods that do not say
   * @throws IllegalArgumentException naming the annotation when one is malformed
   */
  public static RunPlan of(Pod pod, Duration defaultRunTime) {
    if (restartsAlways(pod)) {
      return new RunPlan(Optional.empty(), 0);
    }
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    String seconds = annotations == null ? null : annotations.get(RUN_SECONDS);
    String exit = annotations == null ? null : annotations.get(EXIT_CODE);
    return new RunPlan(runFor(seconds, defaultRunTime), exitCode(exit));
  }

  /** The plan of {@code pod} with malformed annotations ignored. */
  public static RunPlan lenient(Pod pod, Duration defaultRunTime) {
    return restartsAlways(pod)
        ? new RunPlan(Optional.empty(), 0)
        : new RunPlan(Optional.of(defaultRunTime), 0);
  }

  private static boolean restartsAlways(Pod pod) {
    String policy = pod.getSpec().getRestartPolicy();
    return policy == null || policy.isEmpty() || policy.equals("Always");
  }

  private static Optional<Duration> runFor(String text, Duration defaultRunTime) {
    if (text == null) {
      return Optional.of(defaultRunTime);
    }
    double seconds;
    try {
      seconds = Double.parseDouble(text.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "annotation " + RUN_SECONDS + ": not a number of seconds: '" + text + "'");
    }
    if (seconds == -1) {
      return Optional.empty();
    }
    if (!(seconds >= 0) || Double.isInfinite(seconds)) {
      throw new IllegalArgumentException(
          "annotation "
              + RUN_SECONDS
              + ": must be -1 or a non-negative number, got '"
              + text
              + "'");
    }
    return Optional.of(Duration.ofNanos(Math.round(seconds * 1e9)));
  }

  private static int exitCode(String text) {
    if (text == null) {
      return 0;
    }
    try {
      int code = Integer.parseInt(text.trim());
      if (code >= 0 && code <= 255) {
        return code;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        "annotation " + EXIT_CODE + ": must be an integer from 0 to 255, got '" + text + "'");
  }
}
