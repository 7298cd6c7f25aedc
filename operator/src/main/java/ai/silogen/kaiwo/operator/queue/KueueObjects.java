package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.ArrayList;
import java.util.List;

/**
 * A set of Kueue objects, one list per kind; as a whole the objects a KaiwoQueueConfig stands for.
 */
public record KueueObjects(
    List<Topology> topologies,
    List<ResourceFlavor> resourceFlavors,
    List<ClusterQueue> clusterQueues,
    List<LocalQueue> localQueues,
    List<WorkloadPriorityClass> priorityClasses) {

  public KueueObjects {
    topologies = List.copyOf(topologies);
    resourceFlavors = List.copyOf(resourceFlavors);
    clusterQueues = List.copyOf(clusterQueues);
    localQueues = List.copyOf(localQueues);
    priorityClasses = List.copyOf(priorityClasses);
  }

  /** No objects. */
  public static KueueObjects empty() {
    return new KueueObjects(List.of(), List.of(), List.of(), List.of(), List.of());
  }

  /**
   * All objects in the order they can be created: topologies before the flavors naming them,
   * flavors before the queues using them, cluster queues before their local queues.
   */
  public List<HasMetadata> all() {
    List<HasMetadata> all = new ArrayList<>();
    all.addAll(topologies);
    all.addAll(resourceFlavors);
    all.addAll(clusterQueues);
    all.addAll(localQueues);
    all.addAll(priorityClasses);
    return all;
  }
}
