package ai.silogen.kaiwo.gateway.routing;

/** How the hash input of an endpoint's virtual node {@code i} is spelled. */
public enum VnodeNaming {
  /**
   * {@code name + "#" + i}. Endpoint names cannot contain {@code #}, so distinct virtual nodes
   * always have distinct inputs.
   */
  SEPARATED {
    @Override
    String vnodeKey(String endpointName, int replica) {
      return endpointName + '#' + replica;
    }
  },
  /**
   * KubeAI's {@code name + i}. Inputs can collide ({@code "pod-1"+"10"} = {@code "pod-11"+"0"});
   * the ring keeps both owners of a colliding point instead of losing one as KubeAI does. Use it to
   * reproduce KubeAI's ring exactly (its tests, or a mixed fleet during migration).
   */
  KUBEAI_COMPATIBLE {
    @Override
    String vnodeKey(String endpointName, int replica) {
      return endpointName + replica;
    }
  };

  abstract String vnodeKey(String endpointName, int replica);
}
