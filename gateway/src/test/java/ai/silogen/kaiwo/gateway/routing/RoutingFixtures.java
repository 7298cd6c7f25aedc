package ai.silogen.kaiwo.gateway.routing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/** Small builders shared by the routing tests. */
final class RoutingFixtures {
  private RoutingFixtures() {}

  static final LoadBalancingConfig LEAST_LOAD = LoadBalancingConfig.DEFAULT;
  static final LoadBalancingConfig PREFIX_HASH =
      LoadBalancingConfig.of(LoadBalancingStrategy.PREFIX_HASH);

  static Endpoint endpoint(String name, int load, String... adapters) {
    return new Endpoint(name, name + ":8000", Set.of(adapters), new AtomicInteger(load));
  }

  static String[] names(Endpoint[] endpoints) {
    String[] names = new String[endpoints.length];
    for (int i = 0; i < endpoints.length; i++) {
      names[i] = endpoints[i].name();
    }
    return names;
  }

  /** The endpoint that owns {@code key} when no load bound applies. */
  static String owner(Endpoint[] endpoints, HashRing ring, String key) {
    return PrefixHash.choose(endpoints, ring, HashRing.hash(key), "", 0, 1.25).endpoint().name();
  }

  /** Picks {@code count} times and keeps the leases, grouped by address. */
  static Map<String, Integer> pickMany(
      EndpointGroup group, PickRequest request, int count, Map<String, List<Lease>> held) {
    Map<String, Integer> counts = new HashMap<>();
    for (int i = 0; i < count; i++) {
      Lease lease = group.tryPick(request).orElseThrow();
      counts.merge(lease.address(), 1, Integer::sum);
      held.computeIfAbsent(lease.address(), address -> new ArrayList<>()).add(lease);
    }
    return counts;
  }
}
