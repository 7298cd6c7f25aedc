package ai.silogen.kaiwo.gateway.routing;

import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/** The endpoint with the fewest in-flight requests among those serving the adapter. */
final class LeastLoad {
  private LeastLoad() {}

  /**
   * Picks the least-loaded eligible endpoint, breaking ties uniformly at random so that equal
   * endpoints share traffic evenly; {@code null} when none is eligible.
   */
  static Route choose(Endpoint[] endpoints, String adapter) {
    return choose(endpoints, adapter, Set.of());
  }

  /** As {@link #choose(Endpoint[], String)}, skipping the endpoints named in {@code avoid}. */
  static Route choose(Endpoint[] endpoints, String adapter, Set<String> avoid) {
    Endpoint best = null;
    int bestLoad = Integer.MAX_VALUE;
    int ties = 0;
    for (Endpoint endpoint : endpoints) {
      if (eligible(endpoint, adapter, avoid)) {
        int load = endpoint.inFlight();
        if (load < bestLoad) {
          best = endpoint;
          bestLoad = load;
          ties = 1;
        } else if (load == bestLoad) {
          ties++;
        }
      }
    }
    if (best == null) {
      return null;
    }
    if (ties > 1) {
      best = randomTie(endpoints, adapter, avoid, bestLoad, ties, best);
    }
    return new Route(best, LoadBalancingStrategy.LEAST_LOAD, best, endpoints.length, false);
  }

  /**
   * One of the {@code ties} endpoints at {@code load}, chosen with a single random draw. Loads move
   * concurrently, so if the draw no longer lands on a tie the first minimum found is kept.
   */
  private static Endpoint randomTie(
      Endpoint[] endpoints,
      String adapter,
      Set<String> avoid,
      int load,
      int ties,
      Endpoint fallback) {
    int skip = ThreadLocalRandom.current().nextInt(ties);
    for (Endpoint endpoint : endpoints) {
      if (eligible(endpoint, adapter, avoid) && endpoint.inFlight() == load && skip-- == 0) {
        return endpoint;
      }
    }
    return fallback;
  }

  static boolean eligible(Endpoint endpoint, String adapter, Set<String> avoid) {
    return endpoint.serves(adapter) && (avoid.isEmpty() || !avoid.contains(endpoint.name()));
  }
}
