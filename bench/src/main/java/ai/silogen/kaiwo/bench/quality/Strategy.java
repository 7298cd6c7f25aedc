package ai.silogen.kaiwo.bench.quality;

import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;

/**
 * A routing compared by the benchmark: the gateway's two strategies, PrefixHash with a chosen load
 * bound, and an affinity oracle without a bound.
 */
record Strategy(String label, LoadBalancingConfig config) {

  static final Strategy LEAST_LOAD =
      new Strategy("LeastLoad", LoadBalancingConfig.of(LoadBalancingStrategy.LEAST_LOAD));

  /** Plain consistent hashing: the key's owner on the ring whatever its load. */
  static final Strategy UNBOUNDED_AFFINITY =
      new Strategy(
          "unbounded affinity (oracle)",
          LoadBalancingConfig.of(LoadBalancingStrategy.PREFIX_HASH)
              .withMeanLoadFactor(1_000_000_000));

  /** PrefixHash with the Model's {@code meanLoadFactor} (percent of the mean load). */
  static Strategy prefixHash(int meanLoadFactor, int replication) {
    return new Strategy(
        "PrefixHash (CHWBL, "
            + meanLoadFactor
            + " %"
            + (replication == 256 ? "" : ", " + replication + " vnodes")
            + ")",
        LoadBalancingConfig.of(LoadBalancingStrategy.PREFIX_HASH)
            .withMeanLoadFactor(meanLoadFactor)
            .withReplication(replication));
  }
}
