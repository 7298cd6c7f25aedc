package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.scaling.ScaleFromZero;
import java.util.Objects;

/** The shared, thread-safe parts every proxied request uses. */
record ProxyRuntime(
    ProxySettings settings,
    BodyBudget bodyBudget,
    LoadBalancer loadBalancer,
    ScaleFromZero scaleFromZero,
    GatewayMetrics metrics) {

  ProxyRuntime {
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(bodyBudget, "bodyBudget");
    Objects.requireNonNull(loadBalancer, "loadBalancer");
    Objects.requireNonNull(scaleFromZero, "scaleFromZero");
    Objects.requireNonNull(metrics, "metrics");
  }

  /**
   * Drops the meters of a model whose {@code group} closed (the model was deleted), unless it has
   * come back: a request that ended after the deletion may have created them again.
   */
  void forgetDeletedModel(EndpointGroup group, String modelKey) {
    if (group != null && group.isClosed() && loadBalancer.existingGroup(modelKey).isEmpty()) {
      metrics.removeModel(modelKey);
    }
  }
}
