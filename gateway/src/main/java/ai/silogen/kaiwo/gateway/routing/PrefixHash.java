package ai.silogen.kaiwo.gateway.routing;

import java.util.Set;

/**
 * Consistent hashing with bounded loads (CHWBL), as KubeAI's {@code chwblGetAddr}: walk the ring
 * clockwise from the key's hash and take the first endpoint that serves the adapter and whose load
 * is within {@code factor} × the mean load counting the new request; if none is, fall back to the
 * first endpoint that serves the adapter.
 */
final class PrefixHash {
  private PrefixHash() {}

  /**
   * Chooses an endpoint, or returns {@code null} when no endpoint serves the adapter.
   *
   * @param endpoints the group's endpoints; ring owners index into this array
   * @param totalInFlight the group's in-flight total (including requests still running on endpoints
   *     that have since left the group)
   */
  static Route choose(
      Endpoint[] endpoints,
      HashRing ring,
      long keyHash,
      String adapter,
      int totalInFlight,
      double loadFactor) {
    return choose(endpoints, ring, keyHash, adapter, Set.of(), totalInFlight, loadFactor);
  }

  /** As above, treating the endpoints named in {@code avoid} as not serving the request. */
  static Route choose(
      Endpoint[] endpoints,
      HashRing ring,
      long keyHash,
      String adapter,
      Set<String> avoid,
      int totalInFlight,
      double loadFactor) {
    int size = ring.size();
    if (size == 0) {
      return null;
    }
    int index = ring.firstAtOrAfter(keyHash);
    Endpoint initial = endpoints[ring.owner(index)];
    Endpoint fallback = null;
    for (int step = 0; step < size; step++) {
      Endpoint endpoint = endpoints[ring.owner(index)];
      if (LeastLoad.eligible(endpoint, adapter, avoid)) {
        if (fallback == null) {
          fallback = endpoint;
        }
        if (loadOk(endpoint.inFlight(), totalInFlight, endpoints.length, loadFactor)) {
          return new Route(endpoint, LoadBalancingStrategy.PREFIX_HASH, initial, step + 1, false);
        }
      }
      if (++index == size) {
        index = 0;
      }
    }
    return fallback == null
        ? null
        : new Route(fallback, LoadBalancingStrategy.PREFIX_HASH, initial, size, true);
  }

  /**
   * KubeAI's {@code chwblLoadOK}: always true for an idle group, else {@code load <= (total + 1) /
   * n * factor}, where {@code + 1} is the request being placed and {@code n} counts every endpoint
   * of the group, adapter or not. Kept in floating point, in KubeAI's order of operations, so
   * boundary cases decide identically.
   */
  static boolean loadOk(long load, long totalInFlight, int endpointCount, double loadFactor) {
    if (totalInFlight == 0) {
      return true;
    }
    double meanLoad = (double) (totalInFlight + 1) / endpointCount;
    return load <= meanLoad * loadFactor;
  }
}
