package ai.silogen.kaiwo.sandbox.spi;

import io.fabric8.kubernetes.client.KubernetesClient;

/**
 * A simulated cluster component (scheduler, kubelet, a controller, ...) that the sandbox starts
 * after its API server is up and stops on close. Components talk to the API server only through the
 * client, like real ones do.
 */
public interface SandboxComponent extends AutoCloseable {

  /** Human-readable name used in logs, e.g. {@code "job-controller"}. */
  String name();

  /** Starts the component; must return promptly (work happens on the component's own threads). */
  void start(KubernetesClient client);

  /**
   * Called on every component before the first one is closed: from now on the cluster is going away
   * (on Ctrl-C other shutdown hooks may already be closing clients), so failing calls are expected
   * and not worth a warning.
   */
  default void stopping() {}

  @Override
  void close();
}
