package ai.silogen.kaiwo.sandbox.nodes;

import ai.silogen.kaiwo.api.status.Timestamps;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.NodeCondition;
import io.fabric8.kubernetes.api.model.NodeConditionBuilder;
import io.fabric8.kubernetes.api.model.NodeStatus;
import io.fabric8.kubernetes.api.model.NodeStatusBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * Builds the Node objects of simulated nodes: the labels a kubelet and the GPU operators set,
 * capacity (allocatable is the same: the sandbox reserves nothing for system daemons), the
 * conditions of a healthy node and a plausible {@code nodeInfo}.
 */
public final class NodeFactory {

  /** Label naming the node pool a simulated node belongs to. */
  public static final String POOL_LABEL = "sandbox.kaiwo.silogen.ai/node-pool";

  /** Version reported as {@code nodeInfo.kubeletVersion}. */
  public static final String KUBELET_VERSION = "v1.32.0";

  private static final Quantity EPHEMERAL_STORAGE = new Quantity("1Ti");

  private NodeFactory() {}

  /** The node's metadata and spec (no status: that is written through the status subresource). */
  public static Node node(SimulatedNode node) {
    PoolSpec pool = node.pool();
    return new NodeBuilder()
        .withNewMetadata()
        .withName(node.name())
        .withLabels(labels(node))
        .addToAnnotations("node.alpha.kubernetes.io/ttl", "0")
        .endMetadata()
        .withNewSpec()
        .withPodCIDR(node.podCidr())
        .withPodCIDRs(node.podCidr())
        .withProviderID("sandbox://" + node.name())
        .withTaints(pool.taints())
        .endSpec()
        .build();
  }

  /** Labels of the node; the pool's extra labels win over generated ones. */
  public static Map<String, String> labels(SimulatedNode node) {
    PoolSpec pool = node.pool();
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put("kubernetes.io/hostname", node.name());
    labels.put("kubernetes.io/os", "linux");
    labels.put("kubernetes.io/arch", "amd64");
    labels.put("beta.kubernetes.io/os", "linux");
    labels.put("beta.kubernetes.io/arch", "amd64");
    labels.put("node.kubernetes.io/instance-type", pool.instanceType());
    labels.put(POOL_LABEL, pool.name());
    labels.putAll(GpuLabels.of(pool));
    labels.putAll(pool.labels());
    return labels;
  }

  /** Capacity of the node (also its allocatable). */
  public static Map<String, Quantity> capacity(PoolSpec pool) {
    Map<String, Quantity> capacity = new LinkedHashMap<>();
    capacity.put("cpu", pool.cpu());
    capacity.put("memory", pool.memory());
    capacity.put("pods", new Quantity(Integer.toString(pool.maxPods())));
    capacity.put("ephemeral-storage", EPHEMERAL_STORAGE);
    pool.gpuVendor()
        .resourceName()
        .ifPresent(gpu -> capacity.put(gpu, new Quantity(Integer.toString(pool.gpusPerNode()))));
    return capacity;
  }

  /** The status of a healthy node that has been up since {@code since}. */
  public static NodeStatus status(SimulatedNode node, Instant since) {
    String time = Timestamps.format(since);
    String id = UUID.nameUUIDFromBytes(node.name().getBytes(StandardCharsets.UTF_8)).toString();
    Map<String, Quantity> capacity = capacity(node.pool());
    return new NodeStatusBuilder()
        .withCapacity(capacity)
        .withAllocatable(capacity)
        .withConditions(
            condition(
                "MemoryPressure",
                "False",
                "KubeletHasSufficientMemory",
                "kubelet has sufficient memory available",
                time),
            condition(
                "DiskPressure",
                "False",
                "KubeletHasNoDiskPressure",
                "kubelet has no disk pressure",
                time),
            condition(
                "PIDPressure",
                "False",
                "KubeletHasSufficientPID",
                "kubelet has sufficient PID available",
                time),
            condition("Ready", "True", "KubeletReady", "kubelet is posting ready status", time))
        .addNewAddress(node.internalIp(), "InternalIP")
        .addNewAddress(node.name(), "Hostname")
        .withNewDaemonEndpoints()
        .withNewKubeletEndpoint(10250)
        .endDaemonEndpoints()
        .withNewNodeInfo()
        .withArchitecture("amd64")
        .withOperatingSystem("linux")
        .withOsImage("Kaiwo sandbox (simulated node)")
        .withKernelVersion("6.8.0-sandbox")
        .withContainerRuntimeVersion("sandbox://simulated")
        .withKubeletVersion(KUBELET_VERSION)
        .withKubeProxyVersion(KUBELET_VERSION)
        .withMachineID(id.replace("-", ""))
        .withSystemUUID(id)
        .withBootID(id)
        .endNodeInfo()
        .build();
  }

  /**
   * Whether {@code actual} has drifted from what a healthy node of the pool reports: not Ready, or
   * capacity/allocatable different from the pool's.
   */
  public static boolean needsRepair(SimulatedNode node, NodeStatus actual) {
    if (actual == null) {
      return true;
    }
    Map<String, Quantity> capacity = capacity(node.pool());
    boolean ready =
        actual.getConditions().stream()
            .anyMatch(c -> "Ready".equals(c.getType()) && "True".equals(c.getStatus()));
    return !ready
        || !sameAmounts(capacity, actual.getCapacity())
        || !sameAmounts(capacity, actual.getAllocatable());
  }

  private static boolean sameAmounts(Map<String, Quantity> expected, Map<String, Quantity> actual) {
    if (actual == null || actual.size() != expected.size()) {
      return false;
    }
    return expected.entrySet().stream()
        .allMatch(
            e ->
                actual.get(e.getKey()) != null
                    && actual
                            .get(e.getKey())
                            .getNumericalAmount()
                            .compareTo(e.getValue().getNumericalAmount())
                        == 0);
  }

  private static NodeCondition condition(
      String type, String status, String reason, String message, String time) {
    return new NodeConditionBuilder()
        .withType(type)
        .withStatus(status)
        .withReason(reason)
        .withMessage(message)
        .withLastHeartbeatTime(time)
        .withLastTransitionTime(time)
        .build();
  }
}
