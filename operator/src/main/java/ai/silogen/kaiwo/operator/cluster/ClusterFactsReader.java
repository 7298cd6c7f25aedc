package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import io.fabric8.kubernetes.client.KubernetesClient;

/**
 * Reads {@link ClusterFacts} from the API server with three requests (KaiwoConfig, Nodes,
 * KaiwoQueueConfig). Controllers that already keep informers on these kinds build facts from their
 * caches with {@link ClusterFacts#of} instead.
 */
public final class ClusterFactsReader {

  private final KubernetesClient client;

  public ClusterFactsReader(KubernetesClient client) {
    this.client = client;
  }

  /** The current facts; missing singletons read as absent (all-defaults config, no queues). */
  public ClusterFacts read() {
    KaiwoConfig config =
        client.resources(KaiwoConfig.class).withName(EffectiveKaiwoConfig.SINGLETON_NAME).get();
    KaiwoQueueConfig queueConfig =
        client
            .resources(KaiwoQueueConfig.class)
            .withName(EffectiveKaiwoConfig.SINGLETON_NAME)
            .get();
    return ClusterFacts.of(config, client.nodes().list().getItems(), queueConfig);
  }
}
