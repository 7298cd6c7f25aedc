package ai.silogen.kaiwo.bench.quality;

import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;

/** The routings compared: the gateway's two strategies and an affinity oracle without a bound. */
enum Strategy {
  LEAST_LOAD("LeastLoad", LoadBalancingConfig.of(LoadBalancingStrategy.LEAST_LOAD)),
  PREFIX_HASH(
      "PrefixHash (CHWBL, 125 %)", LoadBalancingConfig.of(LoadBalancingStrategy.PREFIX_HASH)),
  /** Plain consistent hashing: the key's owner on the ring whatever its load. */
  UNBOUNDED_AFFINITY(
      "unbounded affinity (oracle)",
      LoadBalancingConfig.of(LoadBalancingStrategy.PREFIX_HASH).withMeanLoadFactor(1_000_000_000));

  private final String label;
  private final LoadBalancingConfig config;

  Strategy(String label, LoadBalancingConfig config) {
    this.label = label;
    this.config = config;
  }

  String label() {
    return label;
  }

  LoadBalancingConfig config() {
    return config;
  }
}
