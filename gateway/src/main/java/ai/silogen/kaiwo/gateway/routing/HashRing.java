package ai.silogen.kaiwo.gateway.routing;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import net.openhft.hashing.LongHashFunction;

/**
 * Immutable consistent-hash ring: {@code replication} virtual nodes per endpoint, each at the XXH64
 * (seed 0) hash of its {@link VnodeNaming vnode key}, sorted as <em>unsigned</em> 64-bit values
 * like KubeAI's Go {@code uint64} ring.
 *
 * <p>Owners are indexes into the endpoint array of the snapshot the ring was built for, so an
 * adapter or address change (same names) can reuse the ring. Colliding points are all kept, ordered
 * by owner, so every endpoint always owns exactly {@code replication} points.
 */
final class HashRing {
  private static final LongHashFunction XXH64 = LongHashFunction.xx();
  private static final Comparator<Vnode> RING_ORDER =
      Comparator.<Vnode>comparingLong(v -> v.point ^ Long.MIN_VALUE) // unsigned order
          .thenComparingInt(v -> v.owner);

  private final String[] names;
  private final int replication;
  private final VnodeNaming naming;
  private final long[] points;
  private final int[] owners;

  private HashRing(String[] names, int replication, VnodeNaming naming, Vnode[] sorted) {
    this.names = names;
    this.replication = replication;
    this.naming = naming;
    this.points = new long[sorted.length];
    this.owners = new int[sorted.length];
    for (int i = 0; i < sorted.length; i++) {
      points[i] = sorted[i].point;
      owners[i] = sorted[i].owner;
    }
  }

  /** XXH64 with seed 0 over the UTF-8 bytes, as Go's {@code xxhash.Sum64([]byte(s))}. */
  static long hash(String s) {
    return XXH64.hashBytes(s.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Builds the ring for endpoints named {@code names} (owner {@code i} = {@code names[i]}). Takes
   * time in proportion to {@code names.length × replication}: about 6 ms for 256 × 100 and 170 ms
   * for 4096 × 100 on one warm core, so callers build it off the event loop where they can.
   *
   * @throws ArithmeticException when the ring would have more than {@code Integer.MAX_VALUE} points
   */
  static HashRing build(String[] names, int replication, VnodeNaming naming) {
    Vnode[] vnodes = new Vnode[Math.multiplyExact(names.length, replication)];
    int next = 0;
    for (int owner = 0; owner < names.length; owner++) {
      for (int replica = 0; replica < replication; replica++) {
        vnodes[next++] = new Vnode(hash(naming.vnodeKey(names[owner], replica)), owner);
      }
    }
    Arrays.sort(vnodes, RING_ORDER);
    return new HashRing(names.clone(), replication, naming, vnodes);
  }

  /** Whether this ring is the one {@link #build} would produce for these arguments. */
  boolean matches(String[] endpointNames, int replicationWanted, VnodeNaming namingWanted) {
    return replication == replicationWanted
        && naming == namingWanted
        && Arrays.equals(names, endpointNames);
  }

  int replication() {
    return replication;
  }

  int size() {
    return points.length;
  }

  long point(int index) {
    return points[index];
  }

  int owner(int index) {
    return owners[index];
  }

  /** Index of the first point {@code >= hash} (unsigned), wrapping to 0 past the last point. */
  int firstAtOrAfter(long hash) {
    int low = 0;
    int high = points.length;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (Long.compareUnsigned(points[mid], hash) < 0) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low == points.length ? 0 : low;
  }

  private record Vnode(long point, int owner) {}
}
