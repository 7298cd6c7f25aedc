package ai.silogen.kaiwo.operator.nodepool;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.net.HttpURLConnection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps Kaiwo's node-pool labels and GPU taint on every Node ({@link NodeLabelling}). Reacts to
 * node changes that matter (labels, taints, capacity, cordoning) and to KaiwoConfig changes, which
 * re-label every node.
 */
@ControllerConfiguration(name = NodePoolReconciler.NAME)
public final class NodePoolReconciler implements Reconciler<Node> {

  static final String NAME = "node-pools";

  private static final Logger LOG = LoggerFactory.getLogger(NodePoolReconciler.class);

  private InformerEventSource<KaiwoConfig, Node> configs;

  @Override
  public List<EventSource<?, Node>> prepareEventSources(EventSourceContext<Node> context) {
    configs =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(KaiwoConfig.class, Node.class)
                .withName("kaiwo-config")
                .withGenericFilter(Singletons::isSingleton)
                .withSecondaryToPrimaryMapper(config -> allNodes(context))
                .build(),
            context);
    return List.of(configs);
  }

  @Override
  public UpdateControl<Node> reconcile(Node node, Context<Node> context) {
    KaiwoConfigSpec settings = settings();
    if (NodeLabelling.upToDate(node, settings)) {
      return UpdateControl.noUpdate();
    }
    try {
      context
          .getClient()
          .nodes()
          .withName(node.getMetadata().getName())
          .edit(current -> NodeLabelling.desired(current, settings));
      LOG.info("updated node-pool labels of node {}", node.getMetadata().getName());
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_NOT_FOUND) {
        throw e;
      }
    }
    return UpdateControl.noUpdate();
  }

  private KaiwoConfigSpec settings() {
    KaiwoConfig stored = configs.get(Singletons.ID).orElse(null);
    return EffectiveKaiwoConfig.of(stored).getSpec();
  }

  private static Set<ResourceID> allNodes(EventSourceContext<Node> context) {
    return context
        .getPrimaryCache()
        .list()
        .map(ResourceID::fromResource)
        .collect(Collectors.toSet());
  }
}
