package ai.silogen.kaiwo.gateway.routing;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The endpoint groups of all models, keyed by the caller's model key (e.g. {@code
 * <namespace>/<model>}). Groups are created on first use, by a request or by the endpoint watcher.
 * When a model goes away its group is closed but kept, so that a request which resolved the model
 * just before the deletion fails at once with the deletion's cause instead of waiting in a new,
 * empty group that nothing would fill; the endpoint watcher {@link #openGroup reopens} it if the
 * model comes back.
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

  /**
   * The group of {@code modelKey}, created empty if it does not exist yet; closed if the model was
   * deleted.
   */
  public EndpointGroup group(String modelKey) {
    return groups.computeIfAbsent(modelKey, key -> new EndpointGroup(key, naming));
  }

  /** The open group of {@code modelKey}, replacing a closed one: the model exists (again). */
  public EndpointGroup openGroup(String modelKey) {
    return groups.compute(
        modelKey,
        (key, group) -> group == null || group.isClosed() ? new EndpointGroup(key, naming) : group);
  }

  /** The open group of {@code modelKey}, if there is one. */
  public Optional<EndpointGroup> existingGroup(String modelKey) {
    return Optional.ofNullable(groups.get(modelKey)).filter(group -> !group.isClosed());
  }

  /**
   * Closes a model's group: its waiting and later requests fail with {@code cause}. Requests
   * holding leases finish normally; their counters are no longer reported.
   */
  public void removeGroup(String modelKey, Throwable cause) {
    group(modelKey).close(cause);
  }

  /** In-flight plus waiting requests per model key of the open groups, for the autoscaler. */
  public Map<String, Integer> activeRequests() {
    Map<String, Integer> active = new TreeMap<>();
    groups.forEach(
        (key, group) -> {
          if (!group.isClosed()) {
            active.put(key, group.activeRequests());
          }
        });
    return active;
  }
}
