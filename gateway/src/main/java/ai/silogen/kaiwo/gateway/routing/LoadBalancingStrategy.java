package ai.silogen.kaiwo.gateway.routing;

import java.util.Arrays;
import java.util.Optional;

/** How a model's requests are spread over its endpoints; the names are the Model CR's values. */
public enum LoadBalancingStrategy {
  /** Fewest in-flight requests among the endpoints that serve the requested adapter. */
  LEAST_LOAD("LeastLoad"),
  /** Consistent hashing with bounded loads over the request's adapter and prompt prefix. */
  PREFIX_HASH("PrefixHash");

  private final String crValue;

  LoadBalancingStrategy(String crValue) {
    this.crValue = crValue;
  }

  /** The spelling used in {@code spec.loadBalancing.strategy}. */
  public String crValue() {
    return crValue;
  }

  /** The strategy for a CR value, or empty when the value is unknown. */
  public static Optional<LoadBalancingStrategy> fromCrValue(String value) {
    return Arrays.stream(values()).filter(s -> s.crValue.equals(value)).findFirst();
  }
}
