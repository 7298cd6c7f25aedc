package ai.silogen.kaiwo.operator.modelserving.pods;

import io.fabric8.kubernetes.api.model.Probe;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an engine contributes to the {@code server} container; the pod factory adds the image, port,
 * resources, the Model's env and the mounts.
 *
 * @param command the command, or empty to keep the image's entrypoint
 * @param args the arguments, including the Model's {@code args}
 * @param env the engine's own variables, in order
 * @param startupProbe the startup probe
 * @param readinessProbe the readiness probe
 * @param livenessProbe the liveness probe
 * @param drain how the server finishes its requests before it stops, if the engine needs help
 */
record ServerContainer(
    List<String> command,
    List<String> args,
    Map<String, String> env,
    Probe startupProbe,
    Probe readinessProbe,
    Probe livenessProbe,
    Optional<ServerDrain> drain) {

  /** A server that stops as its engine does on SIGTERM. */
  ServerContainer(
      List<String> command,
      List<String> args,
      Map<String, String> env,
      Probe startupProbe,
      Probe readinessProbe,
      Probe livenessProbe) {
    this(command, args, env, startupProbe, readinessProbe, livenessProbe, Optional.empty());
  }
}
