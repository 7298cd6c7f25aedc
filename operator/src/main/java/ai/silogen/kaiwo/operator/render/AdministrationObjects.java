package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.namespaceconfig.GatewayRoute;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigOptions;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs;
import ai.silogen.kaiwo.operator.queue.QueueRender;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders the administration kinds: a KaiwoQueueConfig into its Kueue objects (flavors discovered
 * from the cluster file's nodes when it lists none), an AIMNamespaceConfig into its gateway route.
 */
final class AdministrationObjects {

  private final List<KaiwoQueueConfig> queueConfigs = new ArrayList<>();
  private final List<AIMNamespaceConfig> namespaceConfigs = new ArrayList<>();

  void add(KaiwoQueueConfig config) {
    queueConfigs.add(config);
  }

  void add(AIMNamespaceConfig config) {
    namespaceConfigs.add(inNamespace(config));
  }

  /** {@code config}, in the {@code default} namespace when it names none (as kubectl would). */
  static AIMNamespaceConfig inNamespace(AIMNamespaceConfig config) {
    if (config.getMetadata().getNamespace() == null) {
      config.getMetadata().setNamespace(Renderer.DEFAULT_NAMESPACE);
    }
    return config;
  }

  /**
   * {@code cluster} with the rendered KaiwoQueueConfig in place of the cluster file's, so that
   * workloads in the same input are checked against the queues being rendered, and with the
   * rendered AIMNamespaceConfigs in place of the cluster file's in their namespaces.
   */
  ClusterFacts facts(ClusterFacts cluster) {
    ClusterFacts facts =
        queueConfigs.isEmpty()
            ? cluster
            : ClusterFacts.of(cluster.config(), cluster.nodes(), queueConfigs.getLast())
                .withNamespaceConfigs(cluster::namespaceDefaults);
    if (namespaceConfigs.isEmpty()) {
      return facts;
    }
    NamespaceConfigs rendered = NamespaceConfigs.of(namespaceConfigs);
    return facts.withNamespaceConfigs(
        namespace ->
            namespaceConfigs.stream()
                    .anyMatch(c -> namespace.equals(c.getMetadata().getNamespace()))
                ? rendered.forNamespace(namespace)
                : cluster.namespaceDefaults(namespace));
  }

  /** The objects of every config, in input order. */
  List<HasMetadata> render(ClusterFacts cluster) {
    List<HasMetadata> objects = new ArrayList<>();
    for (KaiwoQueueConfig config : queueConfigs) {
      try {
        objects.addAll(QueueRender.render(config, cluster.nodes(), cluster.config()));
      } catch (IllegalArgumentException e) {
        throw new RenderException(e.getMessage(), e);
      }
    }
    for (AIMNamespaceConfig config : namespaceConfigs) {
      objects.addAll(GatewayRoute.render(config, NamespaceConfigOptions.defaults()));
    }
    return objects;
  }
}
