package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import ai.silogen.kaiwo.operator.nodepool.NodeChanges;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.Node;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What wakes the KaiwoQueueConfig controller, all mapped to the {@code kaiwo} singleton: node
 * changes that alter pools or quotas, namespaces appearing or going, the KaiwoConfig singleton, and
 * changes to the Kueue objects the config owns (so a deleted queue is re-created).
 */
final class QueueEventSources {

  final InformerEventSource<Node, KaiwoQueueConfig> nodes;
  final InformerEventSource<Namespace, KaiwoQueueConfig> namespaces;
  final InformerEventSource<KaiwoConfig, KaiwoQueueConfig> kaiwoConfig;

  /**
   * Kueue Workloads, so that a LocalQueue left in an unlisted namespace goes after its last one:
   * only the end (or deletion) of a workload in a queue that may go wakes the config.
   */
  InformerEventSource<Workload, KaiwoQueueConfig> workloads;

  private final List<EventSource<?, KaiwoQueueConfig>> all = new ArrayList<>();

  QueueEventSources(
      EventSourceContext<KaiwoQueueConfig> context, boolean kueue, boolean topologies) {
    nodes =
        add(
            new InformerEventSource<>(
                InformerEventSourceConfiguration.from(Node.class, KaiwoQueueConfig.class)
                    .withName("queue-nodes")
                    .withOnUpdateFilter(NodeChanges::relevant)
                    .withSecondaryToPrimaryMapper(Singletons::singleton)
                    .build(),
                context));
    namespaces =
        add(
            new InformerEventSource<>(
                InformerEventSourceConfiguration.from(Namespace.class, KaiwoQueueConfig.class)
                    .withName("queue-namespaces")
                    .withOnUpdateFilter(
                        (after, before) ->
                            !Objects.equals(
                                after.getMetadata().getDeletionTimestamp(),
                                before.getMetadata().getDeletionTimestamp()))
                    .withSecondaryToPrimaryMapper(Singletons::singleton)
                    .build(),
                context));
    kaiwoConfig =
        add(
            new InformerEventSource<>(
                InformerEventSourceConfiguration.from(KaiwoConfig.class, KaiwoQueueConfig.class)
                    .withName("queue-kaiwo-config")
                    .withGenericFilter(Singletons::isSingleton)
                    .withSecondaryToPrimaryMapper(Singletons::singleton)
                    .build(),
                context));
    if (kueue) {
      owned(context, ResourceFlavor.class);
      owned(context, ClusterQueue.class);
      owned(context, WorkloadPriorityClass.class);
      owned(context, LocalQueue.class);
      workloads =
          add(
              new InformerEventSource<>(
                  InformerEventSourceConfiguration.from(Workload.class, KaiwoQueueConfig.class)
                      .withName("queue-workloads")
                      .withWatchAllNamespaces()
                      .withOnAddFilter(workload -> false)
                      .withOnUpdateFilter(
                          (after, before) ->
                              LocalQueueRetirement.inUse(List.of(after)).isEmpty()
                                      != LocalQueueRetirement.inUse(List.of(before)).isEmpty()
                                  && mayRetireQueueOf(after, context))
                      .withOnDeleteFilter(
                          (workload, unknownState) -> mayRetireQueueOf(workload, context))
                      .withSecondaryToPrimaryMapper(Singletons::singleton)
                      .build(),
                  context));
      if (topologies) {
        owned(context, Topology.class);
      }
    }
  }

  /** As {@link LocalQueueRetirement#mayRetireQueueOf}, against the cached config (if any yet). */
  private static boolean mayRetireQueueOf(
      Workload workload, EventSourceContext<KaiwoQueueConfig> context) {
    return context
        .getPrimaryCache()
        .get(Singletons.ID)
        .map(
            config ->
                config.getSpec() == null
                    || LocalQueueRetirement.mayRetireQueueOf(
                        workload, orEmpty(config.getSpec().getClusterQueues())))
        .orElse(true);
  }

  List<EventSource<?, KaiwoQueueConfig>> all() {
    return List.copyOf(all);
  }

  private <R extends HasMetadata> void owned(
      EventSourceContext<KaiwoQueueConfig> context, Class<R> type) {
    var configuration =
        InformerEventSourceConfiguration.from(type, KaiwoQueueConfig.class)
            .withName("queue-" + type.getSimpleName().toLowerCase(java.util.Locale.ROOT))
            .withLabelSelector(QueueRender.QUEUE_CONFIG_LABEL)
            .withGenericFilter(object -> Ownership.ownedBy(object, Singletons.NAME))
            .withOnUpdateFilter(
                (after, before) ->
                    managedChange(after, before)
                        || (after instanceof ClusterQueue queue
                            && InactiveQueues.verdictChanged(queue, (ClusterQueue) before)))
            .withSecondaryToPrimaryMapper(Singletons::singleton);
    if (LocalQueue.class.equals(type)) {
      configuration.withWatchAllNamespaces();
    }
    add(new InformerEventSource<>(configuration.build(), context));
  }

  /**
   * Kueue rewrites queue statuses on every admission; only spec and metadata edits matter, and a
   * ClusterQueue's {@code Active} verdict, which the config's status repeats.
   */
  private static boolean managedChange(HasMetadata after, HasMetadata before) {
    return !Objects.equals(
            after.getMetadata().getGeneration(), before.getMetadata().getGeneration())
        || !Objects.equals(after.getMetadata().getLabels(), before.getMetadata().getLabels())
        || !Objects.equals(
            after.getMetadata().getAnnotations(), before.getMetadata().getAnnotations())
        || !Objects.equals(
            after.getMetadata().getOwnerReferences(), before.getMetadata().getOwnerReferences())
        || !Objects.equals(
            after.getMetadata().getDeletionTimestamp(),
            before.getMetadata().getDeletionTimestamp());
  }

  private <S extends InformerEventSource<?, KaiwoQueueConfig>> S add(S source) {
    all.add(source);
    return source;
  }
}
