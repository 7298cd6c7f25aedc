package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import io.fabric8.kubernetes.api.model.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * A cluster description for {@code kaiwo render --cluster}: a multi-document YAML of Nodes, at most
 * one KaiwoConfig and at most one KaiwoQueueConfig. What the file leaves out comes from {@link
 * DefaultCluster} (no Nodes: the default nodes; no KaiwoQueueConfig: the default queue config; no
 * KaiwoConfig: all defaults).
 */
public final class ClusterFile {

  private ClusterFile() {}

  /** Parses {@code yaml}; {@code source} names it in errors. */
  public static ClusterFacts parse(String yaml, String source) {
    List<Node> nodes = new ArrayList<>();
    KaiwoConfig config = null;
    KaiwoQueueConfig queues = null;
    for (Documents.Document document : Documents.parse(yaml, source)) {
      switch (document.kind()) {
        case "Node" -> nodes.add(document.as(Node.class));
        case "KaiwoConfig" -> {
          if (config != null) {
            throw new RenderException(document.describe() + ": more than one KaiwoConfig");
          }
          config = document.as(KaiwoConfig.class);
        }
        case "KaiwoQueueConfig" -> {
          if (queues != null) {
            throw new RenderException(document.describe() + ": more than one KaiwoQueueConfig");
          }
          queues = document.as(KaiwoQueueConfig.class);
        }
        default ->
            throw new RenderException(
                document.describe()
                    + ": a cluster file holds only Node, KaiwoConfig and KaiwoQueueConfig objects");
      }
    }
    return ClusterFacts.of(
        config,
        nodes.isEmpty() ? DefaultCluster.nodes() : nodes,
        queues == null ? DefaultCluster.queueConfig() : queues);
  }
}
