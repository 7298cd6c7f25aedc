package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The resources one pod asks for, computed like the kube-scheduler and Kueue do: the sum of its
 * containers' requests, at least the largest init container's, plus the pod overhead. A container
 * that sets only a limit requests that limit (the API server's defaulting).
 */
public final class PodRequests {

  private PodRequests() {}

  /**
   * @param podSpec a pod's {@code spec} (or a pod template's)
   * @param field where {@code podSpec} sits, named in errors about invalid quantities
   */
  public static ResourceAmounts of(JsonNode podSpec, String field) {
    ResourceAmounts containers = ResourceAmounts.NONE;
    int index = 0;
    for (JsonNode container : podSpec.path("containers")) {
      containers = containers.plus(container(container, field + ".containers[" + index++ + "]"));
    }
    ResourceAmounts initMax = ResourceAmounts.NONE;
    index = 0;
    for (JsonNode container : podSpec.path("initContainers")) {
      initMax = initMax.max(container(container, field + ".initContainers[" + index++ + "]"));
    }
    ResourceAmounts overhead = ResourceAmounts.parse(podSpec.path("overhead"), field + ".overhead");
    return containers.max(initMax).plus(overhead);
  }

  private static ResourceAmounts container(JsonNode container, String field) {
    JsonNode resources = container.path("resources");
    ResourceAmounts limits = ResourceAmounts.parse(resources.path("limits"), field + ".limits");
    ResourceAmounts requests =
        ResourceAmounts.parse(resources.path("requests"), field + ".requests");
    // Requests win; limits fill in resources that have no request.
    ResourceAmounts result = requests;
    for (String resource : limits.resources()) {
      if (!requests.resources().contains(resource)) {
        result = result.plus(ResourceAmounts.of(java.util.Map.of(resource, limits.get(resource))));
      }
    }
    return result;
  }
}
