package ai.silogen.kaiwo.operator.namespaceconfig;

/**
 * Where the Kaiwo OpenAI gateway runs: the backend of the HTTPRoutes that expose namespaces' models
 * through their Gateway API gateway.
 *
 * @param gatewayServiceNamespace namespace of the Kaiwo gateway Service
 * @param gatewayServiceName name of the Kaiwo gateway Service
 * @param gatewayServicePort its HTTP port
 */
public record NamespaceConfigOptions(
    String gatewayServiceNamespace, String gatewayServiceName, int gatewayServicePort) {

  /** The Service of the standard installation: {@code kaiwo-system/kaiwo-gateway:80}. */
  public static NamespaceConfigOptions defaults() {
    return new NamespaceConfigOptions("kaiwo-system", "kaiwo-gateway", 80);
  }
}
