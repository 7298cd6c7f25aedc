package ai.silogen.kaiwo.sandbox.controlplane.pods;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import java.math.BigDecimal;
import java.util.Map;
import java.util.TreeMap;

/**
 * The resources a pod asks the scheduler for, computed as kube-scheduler does: the sum over its
 * containers, raised to the largest init container (init containers run one at a time before the
 * others), plus the pod overhead. A container limit without a request counts as the request, which
 * is the API server's defaulting rule (and the common way of asking for GPUs).
 */
public final class PodResources {

  private PodResources() {}

  /** Effective requests by resource name, in base units (cores, bytes, devices). */
  public static Map<String, BigDecimal> requests(PodSpec spec) {
    Map<String, BigDecimal> total = new TreeMap<>();
    for (Container container : orEmpty(spec.getContainers())) {
      containerRequests(container)
          .forEach((name, amount) -> total.merge(name, amount, BigDecimal::add));
    }
    for (Container init : orEmpty(spec.getInitContainers())) {
      containerRequests(init).forEach((name, amount) -> total.merge(name, amount, BigDecimal::max));
    }
    if (spec.getOverhead() != null) {
      spec.getOverhead()
          .forEach(
              (name, amount) -> total.merge(name, amount.getNumericalAmount(), BigDecimal::add));
    }
    return total;
  }

  /** A container's requests, with limits standing in for missing requests. */
  public static Map<String, BigDecimal> containerRequests(Container container) {
    Map<String, BigDecimal> result = new TreeMap<>();
    ResourceRequirements resources = container.getResources();
    if (resources == null) {
      return result;
    }
    putAll(result, resources.getLimits());
    putAll(result, resources.getRequests());
    return result;
  }

  private static void putAll(Map<String, BigDecimal> target, Map<String, Quantity> quantities) {
    if (quantities != null) {
      quantities.forEach((name, quantity) -> target.put(name, quantity.getNumericalAmount()));
    }
  }
}
