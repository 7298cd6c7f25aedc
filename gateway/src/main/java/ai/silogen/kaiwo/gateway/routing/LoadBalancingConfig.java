package ai.silogen.kaiwo.gateway.routing;

import java.util.Objects;

/**
 * A model's load-balancing parameters, read per request so that a change to the Model takes effect
 * on the next request.
 *
 * @param strategy the balancing strategy
 * @param meanLoadFactor the prefix-hash load bound in percent of the mean load (125 = 1.25 × mean),
 *     at least 100
 * @param prefixCharLength how many code points of the prompt prefix are hashed, at least 0
 * @param replication virtual nodes per endpoint on the hash ring, at least 1 (the Model CRD allows
 *     at most {@code PrefixHash.MAX_REPLICATION}, and discovery clamps older Models to it)
 */
public record LoadBalancingConfig(
    LoadBalancingStrategy strategy, int meanLoadFactor, int prefixCharLength, int replication) {

  /** The Model CR defaults: LeastLoad, 125 %, 100 code points, 256 virtual nodes. */
  public static final LoadBalancingConfig DEFAULT =
      new LoadBalancingConfig(LoadBalancingStrategy.LEAST_LOAD, 125, 100, 256);

  public LoadBalancingConfig {
    Objects.requireNonNull(strategy, "strategy");
    if (meanLoadFactor < 100) {
      throw new IllegalArgumentException(
          "meanLoadFactor must be at least 100, got " + meanLoadFactor);
    }
    if (prefixCharLength < 0) {
      throw new IllegalArgumentException(
          "prefixCharLength must not be negative, got " + prefixCharLength);
    }
    if (replication < 1) {
      throw new IllegalArgumentException("replication must be at least 1, got " + replication);
    }
  }

  /** The default parameters with another strategy. */
  public static LoadBalancingConfig of(LoadBalancingStrategy strategy) {
    return DEFAULT.withStrategy(strategy);
  }

  public LoadBalancingConfig withStrategy(LoadBalancingStrategy value) {
    return new LoadBalancingConfig(value, meanLoadFactor, prefixCharLength, replication);
  }

  public LoadBalancingConfig withMeanLoadFactor(int value) {
    return new LoadBalancingConfig(strategy, value, prefixCharLength, replication);
  }

  public LoadBalancingConfig withPrefixCharLength(int value) {
    return new LoadBalancingConfig(strategy, meanLoadFactor, value, replication);
  }

  public LoadBalancingConfig withReplication(int value) {
    return new LoadBalancingConfig(strategy, meanLoadFactor, prefixCharLength, value);
  }

  /** The load bound as a multiple of the mean load. */
  public double loadFactor() {
    return meanLoadFactor / 100.0;
  }

  /** Whether requests need a prompt prefix extracted; only prefix hashing uses it. */
  public boolean needsPrefix() {
    return strategy == LoadBalancingStrategy.PREFIX_HASH;
  }
}
