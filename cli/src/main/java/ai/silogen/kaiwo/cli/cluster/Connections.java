package ai.silogen.kaiwo.cli.cluster;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/** Opens {@link Connection}s from the kubeconfig {@link KubeconfigLocator} finds. */
public final class Connections {

  private static final int PROBE_TIMEOUT_MILLIS = 500;

  private Connections() {}

  /**
   * Connects to the cluster of {@code options}; when it is a sandbox found by default, says so on
   * standard error.
   */
  public static Connection open(CliContext context, ClusterOptions options) {
    return open(context, options, true);
  }

  /**
   * Like {@link #open}, but with the client's default timeouts and retries: a server that runs for
   * days must ride out API server hiccups that a short command rather reports at once.
   */
  public static Connection openForServer(CliContext context, ClusterOptions options) {
    return open(context, options, false);
  }

  private static Connection open(CliContext context, ClusterOptions options, boolean shortLived) {
    KubeconfigLocator.Located located = KubeconfigLocator.locate(context, options.kubeconfig());
    Config config = load(located, options.context());
    if (located.source() == KubeconfigLocator.Source.SANDBOX) {
      requireAnswering(config.getMasterUrl(), located.file().orElseThrow());
      context
          .err()
          .println("kaiwo: using the sandbox at " + config.getMasterUrl().replaceAll("/$", ""));
    }
    Config tuned =
        shortLived
            ? new ConfigBuilder(config)
                .withRequestRetryBackoffLimit(1)
                .withConnectionTimeout(5_000)
                .withRequestTimeout(30_000)
                .build()
            : config;
    String namespace = Optional.ofNullable(config.getNamespace()).orElse("default");
    String contextName =
        config.getCurrentContext() == null ? "" : config.getCurrentContext().getName();
    return new Connection(
        new KubernetesClientBuilder().withConfig(tuned).build(),
        namespace,
        located.file(),
        contextName);
  }

  private static Config load(KubeconfigLocator.Located located, String contextName) {
    if (located.file().isEmpty()) {
      return Config.autoConfigure(contextName);
    }
    Path file = located.file().get();
    try {
      return KubeconfigReader.load(file, contextName);
    } catch (IOException | KubernetesClientException | IllegalArgumentException e) {
      throw new UserError(
          "cannot read kubeconfig " + file + ": " + e.getMessage(),
          contextName == null ? "check the file" : "does context '" + contextName + "' exist?");
    }
  }

  /** A sandbox kubeconfig can outlive its sandbox: say so instead of timing out later. */
  private static void requireAnswering(String masterUrl, Path kubeconfig) {
    URI uri = URI.create(masterUrl);
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), PROBE_TIMEOUT_MILLIS);
    } catch (IOException e) {
      throw new UserError(
          "the sandbox is not running: "
              + kubeconfig
              + " points at "
              + masterUrl
              + ", which does"
              + " not answer",
          "start it with 'kaiwo sandbox --background', or set KUBECONFIG to another cluster");
    }
  }
}
