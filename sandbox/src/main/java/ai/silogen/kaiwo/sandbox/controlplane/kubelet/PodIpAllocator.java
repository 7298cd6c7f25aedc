package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import ai.silogen.kaiwo.sandbox.nodes.SimulatedNode;
import java.util.HashMap;
import java.util.Map;

/**
 * Hands out pod IPs from each node's /24 pod range ({@code .2} to {@code .254}), like a CNI's
 * host-local IPAM: an IP stays with its pod until released, and a pod that already reports an IP
 * from the node's range (after a kubelet restart) keeps it.
 */
final class PodIpAllocator {

  private static final int FIRST = 2;
  private static final int LAST = 254;

  /** Node name → (pod UID → last octet). */
  private final Map<String, Map<String, Integer>> allocated = new HashMap<>();

  /**
   * The IP of pod {@code uid} on {@code node}: its existing one, {@code preferred} if that is a
   * free address of the node's range, or the lowest free one.
   *
   * @throws IllegalStateException when the node's range is exhausted
   */
  synchronized String allocate(SimulatedNode node, String uid, String preferred) {
    Map<String, Integer> used = allocated.computeIfAbsent(node.name(), n -> new HashMap<>());
    Integer octet = used.get(uid);
    if (octet == null) {
      octet = preferredOctet(node, preferred);
      if (octet == null || used.containsValue(octet)) {
        octet = lowestFree(used);
      }
      used.put(uid, octet);
    }
    return node.podIpPrefix() + octet;
  }

  /** Returns the IP of pod {@code uid} on {@code node} to the pool. */
  synchronized void release(String node, String uid) {
    Map<String, Integer> used = allocated.get(node);
    if (used != null) {
      used.remove(uid);
    }
  }

  private static Integer preferredOctet(SimulatedNode node, String preferred) {
    if (preferred == null || !preferred.startsWith(node.podIpPrefix())) {
      return null;
    }
    try {
      int octet = Integer.parseInt(preferred.substring(node.podIpPrefix().length()));
      return octet >= FIRST && octet <= LAST ? octet : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static int lowestFree(Map<String, Integer> used) {
    for (int octet = FIRST; octet <= LAST; octet++) {
      if (!used.containsValue(octet)) {
        return octet;
      }
    }
    throw new IllegalStateException("no free pod IP left on the node");
  }
}
