package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonProperty;

/** How requests are spread over a model's replicas. */
public enum LoadBalancingStrategy {
  /** The replica with the fewest in-flight requests. */
  @JsonProperty("LeastLoad")
  LEAST_LOAD,
  /** Consistent hashing with bounded loads on the prompt prefix (cache affinity). */
  @JsonProperty("PrefixHash")
  PREFIX_HASH
}
