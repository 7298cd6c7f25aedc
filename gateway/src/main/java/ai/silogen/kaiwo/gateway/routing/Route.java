package ai.silogen.kaiwo.gateway.routing;

/**
 * How an endpoint was chosen, for metrics and logs.
 *
 * @param endpoint the chosen endpoint
 * @param strategy the strategy that chose it
 * @param initial for prefix hashing the owner of the first ring point at or after the key's hash
 *     (the "home" endpoint, whether or not it was eligible); otherwise the chosen endpoint
 * @param iterations ring points examined (prefix hashing) or endpoints scanned (least load)
 * @param usedDefault prefix hashing found no endpoint under the load bound and fell back to the
 *     first eligible one on the ring
 */
public record Route(
    Endpoint endpoint,
    LoadBalancingStrategy strategy,
    Endpoint initial,
    int iterations,
    boolean usedDefault) {

  /** Whether the request went somewhere else than its home endpoint on the ring. */
  public boolean movedFromInitial() {
    return initial != endpoint;
  }
}
