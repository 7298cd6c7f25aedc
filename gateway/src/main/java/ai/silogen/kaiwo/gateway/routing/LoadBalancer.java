package ai.silogen.kaiwo.gateway.routing;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The endpoint groups of all models, keyed by the caller's model key (e.g. {@code
 * <namespace>/<model>}). Groups are created on first use, by a request or by the endpoint watcher,
 * and removed when their model goes away.
 */
public final class LoadBalancer {
  private final VnodeNaming naming;
  private final ConcurrentHashMap<String, EndpointGroup> groups = new ConcurrentHashMap<>();

  public LoadBalancer(VnodeNaming naming) {
    this.naming = Objects.requireNonNull(naming, "naming");
  }

  public LoadBalancer() {
    this(VnodeNaming.SEPARATED);
  }

  /** The group of {@code modelKey}, created empty if it does not exist yet. */
  public EndpointGroup group(String modelKey) {
    return groups.computeIfAbsent(modelKey, key -> new EndpointGroup(key, naming));
  }

  public Optional<EndpointGroup> existingGroup(String modelKey) {
    return Optional.ofNullable(groups.get(modelKey));
  }

  /**
   * Forgets a model's group and fails its waiting requests with {@code cause}. Requests holding
   * leases finish normally; their counters are no longer reported.
   */
  public void removeGroup(String modelKey, Throwable cause) {
    EndpointGroup removed = groups.remove(modelKey);
    if (removed != null) {
      removed.failWaiters(cause);
    }
  }

  /** In-flight plus waiting requests per model key, for the autoscaler and metrics. */
  public Map<String, Integer> activeRequests() {
    Map<String, Integer> active = new TreeMap<>();
    groups.forEach((key, group) -> active.put(key, group.activeRequests()));
    return active;
  }
}
