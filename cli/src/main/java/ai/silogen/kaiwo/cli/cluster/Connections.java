package ai.silogen.kaiwo.cli.cluster;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.ClusterInUse;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
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
    KubeconfigLocator.Located located =
        KubeconfigLocator.locate(context, options.kubeconfig(), Connections::probe);
    Config config = load(located, options.context());
    String server = config.getMasterUrl().replaceAll("/$", "");
    if (located.source() == KubeconfigLocator.Source.SANDBOX) {
      context
          .err()
          .println(
              "kaiwo: using the sandbox at "
                  + server
                  + located
                      .passedOver()
                      .map(home -> " (not " + home + "; --kubeconfig " + home + " uses that)")
                      .orElse(""));
    }
    String contextName =
        config.getCurrentContext() == null ? "" : config.getCurrentContext().getName();
    context
        .clusterInUse()
        .set(
            new ClusterInUse.Target(
                server, located.origin(contextName), () -> otherChoice(context, located)));
    Config tuned =
        shortLived
            ? new ConfigBuilder(config)
                .withRequestRetryBackoffLimit(1)
                .withConnectionTimeout(5_000)
                .withRequestTimeout(30_000)
                .build()
            : config;
    String namespace = Optional.ofNullable(config.getNamespace()).orElse("default");
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
    } catch (KubeconfigReader.UnknownContext e) {
      // A usage error: a typo must not fall back to the current context (another cluster).
      String known =
          e.known.isEmpty()
              ? "it defines no contexts"
              : "its contexts: " + String.join(", ", e.known);
      throw new UserError(
          e.getMessage() + " in " + file,
          known
              + located
                  .passedOver()
                  .map(
                      home ->
                          "; a running sandbox comes before "
                              + home
                              + ", pass --kubeconfig "
                              + home
                              + " to use its contexts")
                  .orElse(""),
          ExitCodes.USAGE);
    } catch (IOException | KubernetesClientException | IllegalArgumentException e) {
      throw new UserError(
          "cannot read kubeconfig " + file + ": " + e.getMessage(), "check the file");
    }
  }

  /**
   * A running sandbox the user passed over with {@code --kubeconfig} or {@code $KUBECONFIG}, worth
   * naming when their cluster cannot be reached.
   */
  private static Optional<String> otherChoice(
      CliContext context, KubeconfigLocator.Located located) {
    Path sandbox = KubeconfigLocator.sandboxKubeconfig(context);
    boolean explicit =
        located.source() == KubeconfigLocator.Source.FLAG
            || located.source() == KubeconfigLocator.Source.ENVIRONMENT;
    if (!explicit || !Files.isRegularFile(sandbox) || !probe(sandbox).answers()) {
      return Optional.empty();
    }
    return Optional.of(
        "a kaiwo sandbox is running; to use it, drop "
            + (located.source() == KubeconfigLocator.Source.FLAG ? "--kubeconfig" : "$KUBECONFIG")
            + " or point it at "
            + sandbox);
  }

  /**
   * Whether the server of a sandbox kubeconfig answers: a sandbox kubeconfig outlives its sandbox,
   * and a refused loopback connection is told at once instead of timing out later.
   */
  private static KubeconfigLocator.SandboxCheck probe(Path kubeconfig) {
    String server;
    try {
      server = KubeconfigReader.load(kubeconfig, null).getMasterUrl().replaceAll("/$", "");
    } catch (IOException | RuntimeException e) {
      return new KubeconfigLocator.SandboxCheck("(unreadable: " + e.getMessage() + ")", false);
    }
    try (Socket socket = new Socket()) {
      URI uri = URI.create(server);
      socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), PROBE_TIMEOUT_MILLIS);
      return new KubeconfigLocator.SandboxCheck(server, true);
    } catch (IOException | IllegalArgumentException e) {
      return new KubeconfigLocator.SandboxCheck(server, false);
    }
  }
}
