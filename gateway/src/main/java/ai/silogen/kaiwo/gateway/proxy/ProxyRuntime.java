package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
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
}
