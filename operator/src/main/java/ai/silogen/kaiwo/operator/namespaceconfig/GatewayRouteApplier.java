package ai.silogen.kaiwo.operator.namespaceconfig;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.operator.support.JsonContainment;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRoute;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.RouteParentStatus;
import io.fabric8.kubernetes.api.model.gatewayapi.v1beta1.ReferenceGrant;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Puts the HTTPRoute and ReferenceGrant of {@link GatewayRoute} in place (or removes them when the
 * config names no gateway) and reads back whether the gateway accepted the route.
 */
final class GatewayRouteApplier {

  private final KubernetesClient client;
  private final NamespaceConfigOptions options;
  private final boolean routesServed;
  private final boolean grantsServed;

  GatewayRouteApplier(KubernetesClient client, NamespaceConfigOptions options) {
    this.client = client;
    this.options = options;
    this.routesServed = serves(HTTPRoute.class);
    this.grantsServed = serves(ReferenceGrant.class);
  }

  boolean routesServed() {
    return routesServed;
  }

  /** Applies the route {@code config} asks for ({@code active}: it is the namespace's config). */
  GatewayOutcome apply(AIMNamespaceConfig config, boolean active) {
    Optional<HTTPRoute> desired = active ? GatewayRoute.route(config, options) : Optional.empty();
    if (!routesServed) {
      return desired.isPresent() ? GatewayOutcome.apiMissing() : GatewayOutcome.notConfigured();
    }
    String namespace = config.getMetadata().getNamespace();
    var routes = client.resources(HTTPRoute.class).inNamespace(namespace);
    HTTPRoute existing = routes.withName(GatewayRoute.ROUTE_NAME).get();
    if (desired.isEmpty()) {
      if (existing != null && ownedBy(existing, config)) {
        routes.resource(existing).delete();
        removeGrant(namespace);
      }
      return GatewayOutcome.notConfigured();
    }
    String route = namespace + "/" + GatewayRoute.ROUTE_NAME;
    if (existing != null && !ownedBy(existing, config)) {
      return new GatewayOutcome(
          true,
          Optional.empty(),
          false,
          "RouteConflict",
          "HTTPRoute " + route + " exists and is not managed by this AIMNamespaceConfig");
    }
    HTTPRoute wanted = desired.get();
    wanted.getMetadata().setOwnerReferences(List.of(ownerReference(config)));
    if (existing == null) {
      existing = routes.resource(wanted).create();
    } else if (!JsonContainment.contains(
        ApiSerialization.toTree(existing.getSpec()), ApiSerialization.toTree(wanted.getSpec()))) {
      existing.setSpec(wanted.getSpec());
      existing = routes.resource(existing).update();
    }
    Optional<ReferenceGrant> grant =
        GatewayRoute.grant(namespace, options).filter(g -> grantsServed);
    if (grant.isPresent()) {
      try {
        applyGrant(grant.get());
      } catch (KubernetesClientException e) {
        return new GatewayOutcome(
            true,
            Optional.of(route),
            false,
            "GrantFailed",
            "cannot let the route reach Service "
                + options.gatewayServiceNamespace()
                + "/"
                + options.gatewayServiceName()
                + " (ReferenceGrant "
                + grant.get().getMetadata().getName()
                + "): "
                + e.getMessage());
      }
    }
    return acceptance(existing, route);
  }

  /** Removes the ReferenceGrant of {@code namespace} (the config is going away). */
  void removeGrant(String namespace) {
    if (grantsServed && !namespace.equals(options.gatewayServiceNamespace())) {
      client
          .resources(ReferenceGrant.class)
          .inNamespace(options.gatewayServiceNamespace())
          .withName(GatewayRoute.grantName(namespace))
          .delete();
    }
  }

  private void applyGrant(ReferenceGrant grant) {
    var grants =
        client.resources(ReferenceGrant.class).inNamespace(options.gatewayServiceNamespace());
    ReferenceGrant existing = grants.withName(grant.getMetadata().getName()).get();
    if (existing == null) {
      grants.resource(grant).create();
    } else if (!ApiSerialization.sameContent(existing.getSpec(), grant.getSpec())) {
      existing.setSpec(grant.getSpec());
      grants.resource(existing).update();
    }
  }

  /** Ready unless a gateway reported the route not accepted or its backend unresolved. */
  private static GatewayOutcome acceptance(HTTPRoute route, String name) {
    List<RouteParentStatus> parents =
        route.getStatus() == null || route.getStatus().getParents() == null
            ? List.of()
            : route.getStatus().getParents();
    for (RouteParentStatus parent : parents) {
      for (Condition condition :
          parent.getConditions() == null ? List.<Condition>of() : parent.getConditions()) {
        if (List.of("Accepted", "ResolvedRefs").contains(condition.getType())
            && "False".equals(condition.getStatus())) {
          return new GatewayOutcome(
              true,
              Optional.of(name),
              false,
              "Route" + condition.getReason(),
              "gateway reports "
                  + condition.getType()
                  + "=False for HTTPRoute "
                  + name
                  + ": "
                  + condition.getMessage());
        }
      }
    }
    return new GatewayOutcome(
        true,
        Optional.of(name),
        true,
        parents.isEmpty() ? "RouteCreated" : "Accepted",
        "HTTPRoute " + name + (parents.isEmpty() ? " created" : " accepted by the gateway"));
  }

  private static boolean ownedBy(HasMetadata object, AIMNamespaceConfig config) {
    return object.getMetadata().getOwnerReferences() != null
        && object.getMetadata().getOwnerReferences().stream()
            .anyMatch(ref -> Objects.equals(ref.getUid(), config.getMetadata().getUid()));
  }

  private static io.fabric8.kubernetes.api.model.OwnerReference ownerReference(
      AIMNamespaceConfig config) {
    return new OwnerReferenceBuilder()
        .withApiVersion(config.getApiVersion())
        .withKind(config.getKind())
        .withName(config.getMetadata().getName())
        .withUid(config.getMetadata().getUid())
        .withController(true)
        .build();
  }

  private boolean serves(Class<? extends HasMetadata> type) {
    try {
      return client.supports(type);
    } catch (KubernetesClientException e) {
      return false;
    }
  }
}
