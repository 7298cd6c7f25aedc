package ai.silogen.kaiwo.operator.namespaceconfig;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.GatewayRef;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRoute;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRouteBuilder;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRouteMatch;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRouteMatchBuilder;
import io.fabric8.kubernetes.api.model.gatewayapi.v1beta1.ReferenceGrant;
import io.fabric8.kubernetes.api.model.gatewayapi.v1beta1.ReferenceGrantBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Gateway API objects that expose a namespace's models through the gateway its
 * AIMNamespaceConfig names: an HTTPRoute in the namespace, attached to that gateway, sending the
 * OpenAI paths ({@code /openai/...}, {@code /v1/...}) to the Kaiwo gateway Service with header
 * {@value #NAMESPACE_HEADER} set to the namespace; and, because that Service lives in another
 * namespace, a ReferenceGrant there that lets the route use it.
 */
public final class GatewayRoute {

  /** Name of the HTTPRoute in the configured namespace. */
  public static final String ROUTE_NAME = "kaiwo-models";

  /** Header telling the Kaiwo gateway which namespace's models a request addresses. */
  public static final String NAMESPACE_HEADER = "X-Kaiwo-Namespace";

  /** Label naming the AIMNamespaceConfig that generated an object. */
  public static final String CONFIG_LABEL = ApiGroups.KAIWO_CONFIG + "/namespace-config";

  /** Label naming the namespace a ReferenceGrant admits routes from. */
  public static final String NAMESPACE_LABEL = ApiGroups.KAIWO_CONFIG + "/route-namespace";

  private static final String GATEWAY_GROUP = "gateway.networking.k8s.io";
  private static final List<String> PATH_PREFIXES = List.of("/openai", "/v1");

  private GatewayRoute() {}

  /**
   * The objects {@code config} adds to the cluster (for {@code kaiwo render}): the route and, when
   * needed, the grant; nothing when it names no gateway.
   */
  public static List<HasMetadata> render(
      AIMNamespaceConfig config, NamespaceConfigOptions options) {
    List<HasMetadata> objects = new ArrayList<>();
    route(config, options)
        .ifPresent(
            route -> {
              objects.add(route);
              grant(config.getMetadata().getNamespace(), options).ifPresent(objects::add);
            });
    return objects;
  }

  /** The route of {@code config}, empty when it names no gateway. */
  public static Optional<HTTPRoute> route(
      AIMNamespaceConfig config, NamespaceConfigOptions options) {
    GatewayRef gateway = config.getSpec() == null ? null : config.getSpec().getGateway();
    if (gateway == null || gateway.getName() == null || gateway.getName().isBlank()) {
      return Optional.empty();
    }
    String namespace = config.getMetadata().getNamespace();
    List<HTTPRouteMatch> matches =
        PATH_PREFIXES.stream()
            .map(
                prefix ->
                    new HTTPRouteMatchBuilder()
                        .withNewPath()
                        .withType("PathPrefix")
                        .withValue(prefix)
                        .endPath()
                        .build())
            .toList();
    return Optional.of(
        new HTTPRouteBuilder()
            .withNewMetadata()
            .withName(ROUTE_NAME)
            .withNamespace(namespace)
            .addToLabels(CONFIG_LABEL, config.getMetadata().getName())
            .endMetadata()
            .withNewSpec()
            .addNewParentRef()
            .withGroup(GATEWAY_GROUP)
            .withKind("Gateway")
            .withName(gateway.getName())
            .withNamespace(
                gateway.getNamespace() == null || gateway.getNamespace().isBlank()
                    ? namespace
                    : gateway.getNamespace())
            .endParentRef()
            .addNewRule()
            .withMatches(matches)
            .addNewFilter()
            .withType("RequestHeaderModifier")
            .withNewRequestHeaderModifier()
            .addNewSet(NAMESPACE_HEADER, namespace)
            .endRequestHeaderModifier()
            .endFilter()
            .addNewBackendRef()
            .withGroup("")
            .withKind("Service")
            .withName(options.gatewayServiceName())
            .withNamespace(options.gatewayServiceNamespace())
            .withPort(options.gatewayServicePort())
            .endBackendRef()
            .endRule()
            .endSpec()
            .build());
  }

  /**
   * The ReferenceGrant letting HTTPRoutes of {@code namespace} send traffic to the Kaiwo gateway
   * Service, empty when the route and the Service share a namespace.
   */
  public static Optional<ReferenceGrant> grant(String namespace, NamespaceConfigOptions options) {
    if (namespace.equals(options.gatewayServiceNamespace())) {
      return Optional.empty();
    }
    return Optional.of(
        new ReferenceGrantBuilder()
            .withNewMetadata()
            .withName(grantName(namespace))
            .withNamespace(options.gatewayServiceNamespace())
            .addToLabels(NAMESPACE_LABEL, namespace)
            .endMetadata()
            .withNewSpec()
            .addNewFrom(GATEWAY_GROUP, "HTTPRoute", namespace)
            .addNewTo("", "Service", options.gatewayServiceName())
            .endSpec()
            .build());
  }

  /** Name of the ReferenceGrant for routes of {@code namespace}. */
  public static String grantName(String namespace) {
    return "kaiwo-routes-" + namespace;
  }
}
