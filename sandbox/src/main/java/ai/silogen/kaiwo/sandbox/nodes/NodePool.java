package ai.silogen.kaiwo.sandbox.nodes;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The simulated nodes of a sandbox cluster, read from a node-pool YAML file:
 *
 * <pre>{@code
 * pools:
 *   - name: mi300x          # nodes mi300x-0, mi300x-1
 *     count: 2
 *     gpuVendor: amd        # amd | nvidia | none
 *     gpuModel: MI300X
 *     gpusPerNode: 8
 *     cpu: 96
 *     memory: 1536Gi
 *     maxPods: 110          # optional, default 110
 *     instanceType: ...     # optional, default the pool name
 *     labels: {...}         # optional extra labels
 *     taints: [{key: ..., value: ..., effect: NoSchedule}]   # optional
 * }</pre>
 *
 * <p>The file shipped as {@code /sandbox/default-nodes.yaml} is used when none is given.
 */
public final class NodePool {

  /** Classpath location of the default node-pool file. */
  public static final String DEFAULT_RESOURCE = "/sandbox/default-nodes.yaml";

  private final List<PoolSpec> pools;
  private final List<SimulatedNode> nodes;

  /** A node pool of the given pools, validated as a file would be. */
  public NodePool(List<PoolSpec> pools) {
    this.pools = List.copyOf(pools);
    List<SimulatedNode> all = new ArrayList<>();
    for (PoolSpec pool : this.pools) {
      for (int i = 0; i < pool.count(); i++) {
        all.add(new SimulatedNode(pool.name() + "-" + i, all.size(), pool));
      }
    }
    if (all.size() > SimulatedNode.MAX_NODES) {
      throw new NodePoolException(
          "node pool declares "
              + all.size()
              + " nodes, at most "
              + SimulatedNode.MAX_NODES
              + " are supported");
    }
    this.nodes = List.copyOf(all);
  }

  /** The default pool: 2 × 8 MI300X, 2 × 8 H100 and one CPU node. */
  public static NodePool defaults() {
    try (InputStream in = NodePool.class.getResourceAsStream(DEFAULT_RESOURCE)) {
      if (in == null) {
        throw new NodePoolException("missing classpath resource " + DEFAULT_RESOURCE);
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), DEFAULT_RESOURCE);
    } catch (IOException e) {
      throw new NodePoolException("cannot read " + DEFAULT_RESOURCE + ": " + e.getMessage(), e);
    }
  }

  /** Reads a node-pool file. */
  public static NodePool load(Path file) {
    try {
      return parse(Files.readString(file), file.toString());
    } catch (IOException e) {
      throw new NodePoolException("cannot read node pool file " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * Parses node-pool YAML.
   *
   * @param yaml the file content
   * @param source where it came from, used in error messages
   * @throws NodePoolException naming every bad key
   */
  public static NodePool parse(String yaml, String source) {
    return new NodePool(new NodePoolParser(source).parse(yaml));
  }

  /** The pools in file order. */
  public List<PoolSpec> pools() {
    return pools;
  }

  /** All nodes, pool by pool in file order. */
  public List<SimulatedNode> nodes() {
    return nodes;
  }

  /** The node called {@code name}, if it belongs to this pool. */
  public Optional<SimulatedNode> node(String name) {
    return nodes.stream().filter(node -> node.name().equals(name)).findFirst();
  }
}
