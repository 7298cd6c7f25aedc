package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs;
import io.fabric8.kubernetes.api.model.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * A cluster description for {@code kaiwo render --cluster}: a multi-document YAML of Nodes, at most
 * one KaiwoConfig, at most one KaiwoQueueConfig, and AIMNamespaceConfigs (whose credentials and
 * pull secrets apply to rendered workloads and Models). What the file leaves out comes from {@link
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
    List<AIMNamespaceConfig> namespaceConfigs = new ArrayList<>();
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
        case "AIMNamespaceConfig" ->
            namespaceConfigs.add(
                AdministrationObjects.inNamespace(document.as(AIMNamespaceConfig.class)));
        default ->
            throw new RenderException(
                document.describe()
                    + ": a cluster file holds only Node, KaiwoConfig, KaiwoQueueConfig and"
                    + " AIMNamespaceConfig objects");
      }
    }
    return ClusterFacts.of(
            config,
            nodes.isEmpty() ? DefaultCluster.nodes() : nodes,
            queues == null ? DefaultCluster.queueConfig() : queues)
        .withNamespaceConfigs(NamespaceConfigs.of(namespaceConfigs));
  }
}
