package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueueSpec;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;

/**
 * The LocalQueue through which a workload reaches its cluster queue: named like the cluster queue,
 * in the workload's namespace. It is shared by every workload of that namespace and queue, so it is
 * created only when missing and is not owned by any one workload.
 */
public final class LocalQueueBuilder {

  private LocalQueueBuilder() {}

  public static LocalQueue build(BuildContext context) {
    LocalQueue queue = new LocalQueue();
    queue.setMetadata(
        new ObjectMetaBuilder()
            .withName(context.clusterQueue())
            .withNamespace(context.workload().namespace())
            .build());
    LocalQueueSpec spec = new LocalQueueSpec();
    spec.setClusterQueue(context.clusterQueue());
    queue.setSpec(spec);
    return queue;
  }
}
