package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.List;

/**
 * Reads the Kueue objects of the cluster and tells which Kueue APIs it serves. Kueue may be missing
 * altogether, and the Topology API (alpha, topology-aware scheduling) is optional.
 */
final class KueueCluster {

  private final KubernetesClient client;

  KueueCluster(KubernetesClient client) {
    this.client = client;
  }

  /** Whether the cluster serves Kueue's ClusterQueue API (Kueue is installed). */
  boolean kueueInstalled() {
    return serves(ClusterQueue.class);
  }

  /** Whether the cluster serves Kueue's Topology API. */
  boolean topologiesSupported() {
    return serves(Topology.class);
  }

  /**
   * The Kueue objects in the cluster that a KaiwoQueueConfig may manage: all cluster-scoped ones
   * and the LocalQueues carrying the queue-config label (others are found one by one when needed).
   */
  KueueObjects observe(boolean withTopologies) {
    return new KueueObjects(
        withTopologies ? list(Topology.class) : List.of(),
        list(ResourceFlavor.class),
        list(ClusterQueue.class),
        client
            .resources(LocalQueue.class)
            .inAnyNamespace()
            .withLabel(QueueRender.QUEUE_CONFIG_LABEL)
            .list()
            .getItems(),
        list(WorkloadPriorityClass.class));
  }

  /**
   * The LocalQueues workloads created on demand: not labelled as a config's, and owned by the
   * ClusterQueue they are named after.
   */
  List<LocalQueue> onDemandLocalQueues() {
    return client
        .resources(LocalQueue.class)
        .inAnyNamespace()
        .withoutLabel(QueueRender.QUEUE_CONFIG_LABEL)
        .list()
        .getItems()
        .stream()
        .filter(
            queue ->
                orEmpty(queue.getMetadata().getOwnerReferences()).stream()
                    .anyMatch(
                        ref ->
                            "ClusterQueue".equals(ref.getKind())
                                && queue.getMetadata().getName().equals(ref.getName())))
        .toList();
  }

  private <T extends HasMetadata> List<T> list(Class<T> type) {
    return client.resources(type).list().getItems();
  }

  private boolean serves(Class<? extends HasMetadata> type) {
    try {
      return client.supports(type);
    } catch (KubernetesClientException e) {
      return false;
    }
  }
}
