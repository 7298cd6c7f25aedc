package ai.silogen.kaiwo.operator.namespaceconfig;

import java.util.Optional;

/**
 * What happened to the gateway route of an AIMNamespaceConfig.
 *
 * @param configured whether the config names a gateway
 * @param route {@code namespace/name} of the HTTPRoute, when it exists
 * @param ready whether the route is in place (and, as far as the gateway reported, accepted)
 * @param reason condition reason, e.g. {@code Accepted}, {@code GatewayAPIMissing}
 * @param message condition message
 */
public record GatewayOutcome(
    boolean configured, Optional<String> route, boolean ready, String reason, String message) {

  /** The config names no gateway. */
  public static GatewayOutcome notConfigured() {
    return new GatewayOutcome(false, Optional.empty(), true, "NotConfigured", "no gateway named");
  }

  /** The cluster does not serve the Gateway API. */
  public static GatewayOutcome apiMissing() {
    return new GatewayOutcome(
        true,
        Optional.empty(),
        false,
        "GatewayAPIMissing",
        "the Gateway API (gateway.networking.k8s.io/v1 HTTPRoute) is not installed; models are"
            + " not exposed through the gateway");
  }
}
