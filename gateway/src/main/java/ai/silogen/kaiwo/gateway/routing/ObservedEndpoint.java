package ai.silogen.kaiwo.gateway.routing;

import java.util.Objects;
import java.util.Set;

/**
 * A Ready model-server pod as seen by the endpoint watcher.
 *
 * @param name {@code <namespace>/<pod>}; the identity of the endpoint on the hash ring
 * @param address {@code host:port} the proxy connects to
 * @param adapters names of the LoRA adapters loaded on the pod
 */
public record ObservedEndpoint(String name, String address, Set<String> adapters) {

  public ObservedEndpoint {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(address, "address");
    adapters = Set.copyOf(adapters);
  }

  /** An endpoint without adapters. */
  public static ObservedEndpoint of(String name, String address) {
    return new ObservedEndpoint(name, address, Set.of());
  }
}
