package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import ai.silogen.kaiwo.operator.nodepool.NodePoolDiscovery;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Creates the default KaiwoQueueConfig ({@link DefaultQueueConfig}: discovered flavors and the
 * default ClusterQueue) when none exists.
 */
public final class QueueConfigBootstrap {

  private static final Logger LOG = LoggerFactory.getLogger(QueueConfigBootstrap.class);

  private QueueConfigBootstrap() {}

  /** Creates {@code KaiwoQueueConfig/kaiwo} unless it exists; true when this call created it. */
  public static boolean ensure(KubernetesClient client) {
    if (client.resources(KaiwoQueueConfig.class).withName(Singletons.NAME).get() != null) {
      return false;
    }
    KaiwoConfigSpec settings =
        EffectiveKaiwoConfig.of(client.resources(KaiwoConfig.class).withName(Singletons.NAME).get())
            .getSpec();
    KaiwoQueueConfig config =
        DefaultQueueConfig.create(
            NodePoolDiscovery.discover(client.nodes().list().getItems(), settings), settings);
    try {
      client.resource(config).create();
      LOG.info(
          "created the default KaiwoQueueConfig with {} discovered flavors",
          config.getSpec().getResourceFlavors() == null
              ? 0
              : config.getSpec().getResourceFlavors().size());
      return true;
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return false;
      }
      throw e;
    }
  }
}
