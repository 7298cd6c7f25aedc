package ai.silogen.kaiwo.gateway.routing;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/**
 * What the balancer needs to know about one request.
 *
 * @param adapter the requested LoRA adapter, {@code ""} for the base model
 * @param prefix the prompt prefix (already truncated to {@code prefixCharLength} code points);
 *     {@code ""} when the strategy does not use it or the request kind has none
 * @param config the model's load-balancing parameters at the time of the request
 * @param avoid names of endpoints to skip when another eligible endpoint exists, e.g. those that
 *     already failed this request; a soft preference, so a single-replica model is still retried
 */
public record PickRequest(
    String adapter, String prefix, LoadBalancingConfig config, Set<String> avoid) {

  public PickRequest {
    Objects.requireNonNull(adapter, "adapter");
    Objects.requireNonNull(prefix, "prefix");
    Objects.requireNonNull(config, "config");
    avoid = Set.copyOf(avoid);
  }

  /** A request without endpoints to avoid. */
  public PickRequest(String adapter, String prefix, LoadBalancingConfig config) {
    this(adapter, prefix, config, Set.of());
  }

  /** A base-model request without a prefix. */
  public static PickRequest of(LoadBalancingConfig config) {
    return new PickRequest("", "", config);
  }

  /** This request, also avoiding the endpoint named {@code endpointName}. */
  public PickRequest avoiding(String endpointName) {
    if (avoid.contains(endpointName)) {
      return this;
    }
    HashSet<String> more = new HashSet<>(avoid);
    more.add(endpointName);
    return new PickRequest(adapter, prefix, config, more);
  }

  /** This request without endpoints to avoid. */
  PickRequest withoutAvoid() {
    return avoid.isEmpty() ? this : new PickRequest(adapter, prefix, config);
  }

  /**
   * The prefix-hash key: adapter and prefix concatenated without a separator, as KubeAI does, so
   * the same request lands on the same ring point in both implementations.
   */
  public String hashKey() {
    return adapter.isEmpty() ? prefix : adapter + prefix;
  }
}
