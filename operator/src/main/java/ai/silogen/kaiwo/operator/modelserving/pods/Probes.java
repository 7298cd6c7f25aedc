package ai.silogen.kaiwo.operator.modelserving.pods;

import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.Probe;
import io.fabric8.kubernetes.api.model.ProbeBuilder;
import java.util.List;

/** Probe builders for the server container (port {@code http}). */
final class Probes {

  private static final IntOrString HTTP_PORT = new IntOrString("http");

  private Probes() {}

  /**
   * An HTTP GET probe.
   *
   * @param initialDelay seconds before the first probe, 0 for none
   */
  static Probe httpGet(
      String path, int initialDelay, int period, int timeout, int failureThreshold) {
    ProbeBuilder probe =
        new ProbeBuilder()
            .withNewHttpGet()
            .withPath(path)
            .withPort(HTTP_PORT)
            .endHttpGet()
            .withPeriodSeconds(period)
            .withTimeoutSeconds(timeout)
            .withFailureThreshold(failureThreshold);
    if (initialDelay > 0) {
      probe.withInitialDelaySeconds(initialDelay);
    }
    return probe.build();
  }

  /** A probe running {@code command} in the container. */
  static Probe exec(List<String> command, int initialDelay, int period, int timeout, int failures) {
    return new ProbeBuilder()
        .withNewExec()
        .withCommand(command)
        .endExec()
        .withInitialDelaySeconds(initialDelay)
        .withPeriodSeconds(period)
        .withTimeoutSeconds(timeout)
        .withFailureThreshold(failures)
        .build();
  }
}
