package ai.silogen.kaiwo.sandbox.nodes;

/**
 * One node of a {@link NodePool}, with the addresses derived from its position in the pool file:
 * node {@code i} gets the host address {@code 172.18.0.(i+2)} and the pod range {@code
 * 10.244.i.0/24}, like nodes of a kind cluster.
 *
 * @param name node name ({@code <pool>-<n>})
 * @param index position of the node across all pools, from 0
 * @param pool the pool the node belongs to
 */
public record SimulatedNode(String name, int index, PoolSpec pool) {

  /** The most nodes a pool file may declare (so that every node gets its own /24 pod range). */
  public static final int MAX_NODES = 250;

  /** The node's {@code InternalIP}. */
  public String internalIp() {
    return "172.18.0." + (index + 2);
  }

  /** The node's pod CIDR. */
  public String podCidr() {
    return podIpPrefix() + "0/24";
  }

  /** The first three octets of the node's pod addresses, with the trailing dot. */
  public String podIpPrefix() {
    return "10.244." + index + ".";
  }
}
