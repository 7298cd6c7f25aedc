package ai.silogen.kaiwo.gateway.routing;

import java.util.concurrent.ThreadLocalRandom;

/** The endpoint with the fewest in-flight requests among those serving the adapter. */
final class LeastLoad {
  private LeastLoad() {}

  /**
   * Picks the least-loaded eligible endpoint, breaking ties uniformly at random (reservoir
   * sampling) so that equal endpoints share traffic evenly; {@code null} when none is eligible.
   */
  static Route choose(Endpoint[] endpoints, String adapter) {
    Endpoint best = null;
    int bestLoad = Integer.MAX_VALUE;
    int ties = 0;
    for (Endpoint endpoint : endpoints) {
      if (!endpoint.serves(adapter)) {
        continue;
      }
      int load = endpoint.inFlight();
      if (load < bestLoad) {
        best = endpoint;
        bestLoad = load;
        ties = 1;
      } else if (load == bestLoad && ThreadLocalRandom.current().nextInt(++ties) == 0) {
        best = endpoint;
      }
    }
    return best == null
        ? null
        : new Route(best, LoadBalancingStrategy.LEAST_LOAD, best, endpoints.length, false);
  }
}
