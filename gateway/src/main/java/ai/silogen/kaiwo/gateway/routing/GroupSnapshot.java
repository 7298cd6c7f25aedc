package ai.silogen.kaiwo.gateway.routing;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * Copy-on-write view of a group's endpoints, published through one volatile write so that picks
 * never lock. The hash ring is built once per snapshot (and reused across snapshots whose endpoint
 * names are unchanged), never per request.
 */
final class GroupSnapshot {
  static final GroupSnapshot EMPTY = new GroupSnapshot(new Endpoint[0], null);

  private final Endpoint[] endpoints;
  private final String[] names;
  private volatile HashRing ring;

  private GroupSnapshot(Endpoint[] endpoints, HashRing ring) {
    this.endpoints = endpoints;
    this.names = Arrays.stream(endpoints).map(Endpoint::name).toArray(String[]::new);
    this.ring = ring;
  }

  /**
   * The snapshot after observing {@code observed}: known endpoints keep their in-flight counters,
   * new ones start at zero, vanished ones are dropped (their leases still release into the old
   * counters). The ring is carried over or rebuilt here, on the writer's thread, if the previous
   * snapshot had one.
   */
  GroupSnapshot next(Collection<ObservedEndpoint> observed, VnodeNaming naming) {
    Map<String, Endpoint> current = new HashMap<>();
    for (Endpoint endpoint : endpoints) {
      current.put(endpoint.name(), endpoint);
    }
    Map<String, Endpoint> next = new HashMap<>();
    for (ObservedEndpoint seen : observed) {
      Endpoint known = current.get(seen.name());
      next.put(seen.name(), known == null ? Endpoint.fresh(seen) : known.updatedFrom(seen));
    }
    Endpoint[] sorted =
        next.values().stream()
            .sorted(Comparator.comparing(Endpoint::name))
            .toArray(Endpoint[]::new);
    GroupSnapshot snapshot = new GroupSnapshot(sorted, null);
    HashRing previous = ring;
    if (previous != null) {
      snapshot.ring =
          previous.matches(snapshot.names, previous.replication(), naming)
              ? previous
              : HashRing.build(snapshot.names, previous.replication(), naming);
    }
    return snapshot;
  }

  Endpoint[] endpoints() {
    return endpoints;
  }

  boolean isEmpty() {
    return endpoints.length == 0;
  }

  /** The ring for this snapshot's endpoints, building it if the replication or naming changed. */
  HashRing ring(int replication, VnodeNaming naming) {
    HashRing current = ring;
    if (current != null && current.matches(names, replication, naming)) {
      return current;
    }
    // Racing builders produce equal rings; the last write wins harmlessly.
    HashRing built = HashRing.build(names, replication, naming);
    ring = built;
    return built;
  }
}
