package ai.silogen.kaiwo.cli.chat;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.sandbox.SandboxFiles;
import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.client.LocalPortForward;
import java.net.URI;
import java.util.Optional;

/**
 * Finds the OpenAI-compatible gateway of the cluster a command talks to when {@code --gateway} is
 * not given: {@code $KAIWO_GATEWAY_URL}, else the URL a sandbox recorded next to its kubeconfig,
 * else a port-forward to the gateway Service ({@code --gateway-service}).
 */
final class GatewayLocator {

  /** A gateway URL, and the port-forward to close when done (if one was opened). */
  record Located(URI url, Optional<LocalPortForward> forward, String how) implements AutoCloseable {
    @Override
    public void close() throws java.io.IOException {
      if (forward.isPresent()) {
        forward.get().close();
      }
    }
  }

  private GatewayLocator() {}

  /** Locates the gateway when {@code --gateway} was not given. */
  static Located locate(
      CliContext context, Connection connection, String serviceNamespace, String service) {
    Optional<String> variable = context.getenv("KAIWO_GATEWAY_URL");
    if (variable.isPresent()) {
      return new Located(URI.create(variable.get()), Optional.empty(), "KAIWO_GATEWAY_URL");
    }
    Optional<String> recorded = connection.kubeconfig().flatMap(SandboxFiles::gatewayUrlNextTo);
    if (recorded.isPresent()) {
      return new Located(URI.create(recorded.get()), Optional.empty(), "the sandbox");
    }
    if (connection.isSandbox()) {
      throw new UserError(
          "this sandbox runs no gateway (no gateway-url next to its kubeconfig)",
          "restart it with a kaiwo version that starts the gateway, or pass --gateway");
    }
    Service gateway =
        connection.client().services().inNamespace(serviceNamespace).withName(service).get();
    if (gateway == null || gateway.getSpec().getPorts().isEmpty()) {
      throw new UserError(
          "no gateway Service " + serviceNamespace + "/" + service + " in this cluster",
          "pass the gateway's URL with --gateway, or its Service with --gateway-service NS/NAME");
    }
    int port = gateway.getSpec().getPorts().get(0).getPort();
    LocalPortForward forward =
        connection
            .client()
            .services()
            .inNamespace(serviceNamespace)
            .withName(service)
            .portForward(port);
    return new Located(
        URI.create("http://127.0.0.1:" + forward.getLocalPort()),
        Optional.of(forward),
        "a port-forward to service " + serviceNamespace + "/" + service);
  }
}
