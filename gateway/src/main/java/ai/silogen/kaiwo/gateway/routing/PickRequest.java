package ai.silogen.kaiwo.gateway.routing;

import java.util.Objects;

/**
 * What the balancer needs to know about one request.
 *
 * @param adapter the requested LoRA adapter, {@code ""} for the base model
 * @param prefix the prompt prefix (already truncated to {@code prefixCharLength} code points);
 *     {@code ""} when the strategy does not use it or the request kind has none
 * @param config the model's load-balancing parameters at the time of the request
 */
public record PickRequest(String adapter, String prefix, LoadBalancingConfig config) {

  public PickRequest {
    Objects.requireNonNull(adapter, "adapter");
    Objects.requireNonNull(prefix, "prefix");
    Objects.requireNonNull(config, "config");
  }

  /** A base-model request without a prefix. */
  public static PickRequest of(LoadBalancingConfig config) {
    return new PickRequest("", "", config);
  }

  /**
   * The prefix-hash key: adapter and prefix concatenated without a separator, as KubeAI does, so
   * the same request lands on the same ring point in both implementations.
   */
  public String hashKey() {
    return adapter.isEmpty() ? prefix : adapter + prefix;
  }
}
