package ai.silogen.kaiwo.sandbox.nodes;

import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Taint;
import java.util.List;
import java.util.Map;

/**
 * One pool of identical simulated nodes, as read from a node-pool file.
 *
 * @param name pool name; nodes are named {@code <name>-<index>}
 * @param count number of nodes
 * @param gpuVendor GPU vendor, {@link GpuVendor#NONE} for CPU-only nodes
 * @param gpuModel GPU model such as {@code MI300X} or {@code H100} (empty without GPUs)
 * @param gpusPerNode GPUs per node (0 without GPUs)
 * @param cpu CPU capacity of each node
 * @param memory memory capacity of each node
 * @param maxPods pod capacity of each node
 * @param instanceType value of {@code node.kubernetes.io/instance-type}
 * @param labels extra node labels; they override generated labels of the same key
 * @param taints node taints
 */
public record PoolSpec(
    String name,
    int count,
    GpuVendor gpuVendor,
    String gpuModel,
    int gpusPerNode,
    Quantity cpu,
    Quantity memory,
    int maxPods,
    String instanceType,
    Map<String, String> labels,
    List<Taint> taints) {

  public PoolSpec {
    labels = Map.copyOf(labels);
    taints = List.copyOf(taints);
  }
}
