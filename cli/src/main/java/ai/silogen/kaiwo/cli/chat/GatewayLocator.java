package ai.silogen.kaiwo.cli.chat;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.sandbox.SandboxFiles;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.api.model.ContainerPort;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServicePort;
import io.fabric8.kubernetes.client.LocalPortForward;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

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
      return new Located(
          httpUrl(variable.get(), "KAIWO_GATEWAY_URL", ExitCodes.FAILURE),
          Optional.empty(),
          "KAIWO_GATEWAY_URL");
    }
    Optional<Path> recordedIn =
        connection.kubeconfig().map(kubeconfig -> new SandboxFiles(kubeconfig).gatewayUrl());
    Optional<String> recorded = connection.kubeconfig().flatMap(SandboxFiles::gatewayUrlNextTo);
    if (recorded.isPresent()) {
      return new Located(
          httpUrl(recorded.get(), recordedIn.orElseThrow().toString(), ExitCodes.FAILURE),
          Optional.empty(),
          "the sandbox");
    }
    if (connection.isSandbox()) {
      // The sandbox writes gateway-url beside the kubeconfig it writes; a copy has none.
      throw new UserError(
          "no gateway URL for this sandbox: "
              + recordedIn.map(Path::toString).orElse("gateway-url")
              + " does not exist (a copy of the sandbox's kubeconfig, or a sandbox that stopped?)",
          "use the kubeconfig the sandbox wrote, or pass --gateway with the URL in its"
              + " gateway-url file");
    }
    Service gateway =
        connection.client().services().inNamespace(serviceNamespace).withName(service).get();
    if (gateway == null || gateway.getSpec().getPorts().isEmpty()) {
      throw new UserError(
          "no gateway Service " + serviceNamespace + "/" + service + " in this cluster",
          "pass the gateway's URL with --gateway, or its Service with --gateway-service NS/NAME");
    }
    LocalPortForward forward = forward(connection, gateway);
    return new Located(
        URI.create("http://127.0.0.1:" + forward.getLocalPort()),
        Optional.of(forward),
        "a port-forward to service " + serviceNamespace + "/" + service);
  }

  /**
   * {@code text} as the gateway's URL: an absolute http(s) URL, which the HTTP client needs (it
   * would refuse {@code localhost:8000} as a "URI with undefined scheme").
   *
   * @param origin where {@code text} came from, named in the error
   */
  static URI httpUrl(String text, String origin, int exitCode) {
    try {
      URI uri = new URI(text.strip());
      if (uri.getScheme() != null
          && (uri.getScheme().equals("http") || uri.getScheme().equals("https"))
          && uri.getHost() != null) {
        return uri;
      }
    } catch (URISyntaxException e) {
      // reported below
    }
    throw new UserError(
        origin + " is not an http(s) URL: " + text,
        "give the gateway's URL, e.g. http://localhost:8000",
        exitCode);
  }

  /**
   * Forwards to the Service's first port. The client library maps only numeric target ports, so a
   * named one (the Deployment's {@code http}) is looked up on a Ready pod of the Service.
   */
  private static LocalPortForward forward(Connection connection, Service service) {
    ServicePort port = service.getSpec().getPorts().get(0);
    IntOrString target = port.getTargetPort();
    String namespace = service.getMetadata().getNamespace();
    if (target == null || target.getStrVal() == null) {
      return connection
          .client()
          .services()
          .inNamespace(namespace)
          .withName(service.getMetadata().getName())
          .portForward(port.getPort());
    }
    Map<String, String> selector = service.getSpec().getSelector();
    Pod pod =
        (selector == null
                ? List.<Pod>of()
                : connection
                    .client()
                    .pods()
                    .inNamespace(namespace)
                    .withLabels(selector)
                    .list()
                    .getItems())
            .stream()
                .filter(GatewayLocator::ready)
                .findFirst()
                .orElseThrow(
                    () ->
                        new UserError(
                            "no Ready pod behind service "
                                + namespace
                                + "/"
                                + service.getMetadata().getName(),
                            "is the gateway Deployment running? kubectl -n "
                                + namespace
                                + " get pods"));
    int containerPort =
        pod.getSpec().getContainers().stream()
            .flatMap(c -> c.getPorts() == null ? Stream.empty() : c.getPorts().stream())
            .filter(p -> target.getStrVal().equals(p.getName()))
            .map(ContainerPort::getContainerPort)
            .findFirst()
            .orElseThrow(
                () ->
                    new UserError(
                        "pod "
                            + pod.getMetadata().getName()
                            + " has no port named "
                            + target.getStrVal(),
                        "pass the gateway's URL with --gateway"));
    return connection
        .client()
        .pods()
        .inNamespace(namespace)
        .withName(pod.getMetadata().getName())
        .portForward(containerPort);
  }

  private static boolean ready(Pod pod) {
    return pod.getStatus() != null
        && pod.getStatus().getConditions() != null
        && pod.getStatus().getConditions().stream()
            .anyMatch(c -> "Ready".equals(c.getType()) && "True".equals(c.getStatus()));
  }
}
