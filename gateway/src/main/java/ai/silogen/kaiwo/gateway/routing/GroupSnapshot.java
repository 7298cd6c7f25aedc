package ai.silogen.kaiwo.gateway.routing;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Copy-on-write view of a group's endpoints, published through one volatile write so that picks
 * never lock. The hash ring is built once per snapshot (and reused across snapshots whose endpoint
 * names are unchanged), never per request, and ahead of the picks where the writer knows its
 * replication.
 */
final class GroupSnapshot {
  private static final Logger LOG = LoggerFactory.getLogger(GroupSnapshot.class);

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
   * counters). The ring is carried over or rebuilt here, on the writer's thread, with {@code
   * ringReplication} (0: the previous snapshot's, if it had a ring).
   */
  GroupSnapshot next(
      Collection<ObservedEndpoint> observed, VnodeNaming naming, int ringReplication) {
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
    HashRing previous = ring;
    GroupSnapshot snapshot = new GroupSnapshot(sorted, previous);
    int replication =
        ringReplication > 0 ? ringReplication : previous == null ? 0 : previous.replication();
    if (replication > 0) {
      snapshot.buildAhead(replication, naming);
    } else {
      snapshot.ring = null;
    }
    return snapshot;
  }

  /**
   * Builds the ring now, on the writer's thread, so that picks on the event loop find it. A ring
   * that cannot be built is left to the picks, which fail with the cause (a 500 to the client)
   * rather than the writer, which must go on publishing endpoints.
   */
  void buildAhead(int replication, VnodeNaming naming) {
    try {
      ring(replication, naming);
    } catch (RuntimeException e) {
      LOG.warn("cannot build the hash ring ({} x {} points): {}", names.length, replication, e);
    }
  }

  /** Whether the ring for these arguments is built (for tests). */
  boolean hasRing(int replication, VnodeNaming naming) {
    HashRing current = ring;
    return current != null && current.matches(names, replication, naming);
  }

  Endpoint[] endpoints() {
    return endpoints;
  }

  boolean isEmpty() {
    return endpoints.length == 0;
  }

  /**
   * The ring for this snapshot's endpoints, building it if the replication or naming changed since
   * it was built ahead (or it never was).
   */
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
