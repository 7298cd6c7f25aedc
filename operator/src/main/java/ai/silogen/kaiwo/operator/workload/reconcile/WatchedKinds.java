package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.KueueLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.CustomResource;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import io.javaoperatorsdk.operator.processing.event.source.SecondaryToPrimaryMapper;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Builds the informer event sources of a workload controller and decides which workloads each event
 * re-triggers: children by owner reference; RayServices and pods by the {@code
 * kaiwo.silogen.ai/name} label (a KaiwoJob's pods wake nothing); Kueue Workloads through their
 * owner (child, or pod for Deployments); LocalQueues and AIMNamespaceConfigs by namespace; Nodes,
 * KaiwoConfig and KaiwoQueueConfig re-trigger every active workload, so that an ERROR caused by a
 * missing queue or missing GPUs recovers, and configuration changes reach the children.
 */
final class WatchedKinds<P extends HasMetadata> {

  private final EventSourceContext<P> context;
  private final WorkloadKind<P> kind;

  WatchedKinds(EventSourceContext<P> context, WorkloadKind<P> kind) {
    this.context = context;
    this.kind = kind;
  }

  /** Children the workload controls, watched through owner references. */
  <R extends HasMetadata> InformerEventSource<R, P> owned(Class<R> child) {
    return source(
        InformerEventSourceConfiguration.from(child, kind.primary())
            .withName(kind.type() + "-" + child.getSimpleName())
            .withLabelSelector(KaiwoLabels.NAME));
  }

  /** Objects that carry the workload's name label but are owned by someone else. */
  <R extends HasMetadata> InformerEventSource<R, P> labelled(Class<R> child) {
    return source(
        InformerEventSourceConfiguration.from(child, kind.primary())
            .withName(kind.type() + "-" + child.getSimpleName())
            .withLabelSelector(KaiwoLabels.TYPE + "=" + kind.type())
            .withSecondaryToPrimaryMapper(WatchedKinds::byNameLabel));
  }

  /**
   * Objects with the workload's type label, kept only to be read: their changes wake no workload. A
   * KaiwoJob's pods say how its Job failed, but the Job's own change to Failed is what matters.
   */
  <R extends HasMetadata> InformerEventSource<R, P> readOnly(Class<R> child) {
    return source(
        InformerEventSourceConfiguration.from(child, kind.primary())
            .withName(kind.type() + "-" + child.getSimpleName())
            .withLabelSelector(KaiwoLabels.TYPE + "=" + kind.type())
            .withSecondaryToPrimaryMapper(object -> Set.of()));
  }

  /**
   * Kueue Workloads; {@code podLookup} finds a pod by namespace and name (Deployments are admitted
   * pod by pod).
   */
  InformerEventSource<Workload, P> kueueWorkloads(BiFunction<String, String, Optional<Pod>> pods) {
    SecondaryToPrimaryMapper<Workload> mapper =
        workload ->
            workload.getMetadata().getOwnerReferences().stream()
                .filter(owner -> kind.queuedKinds().contains(owner.getKind()))
                .map(owner -> primaryOf(workload, owner, pods))
                .flatMap(Optional::stream)
                .collect(Collectors.toSet());
    return source(
        InformerEventSourceConfiguration.from(Workload.class, kind.primary())
            .withName(kind.type() + "-Workload")
            .withLabelSelector(KueueLabels.JOB_UID)
            .withSecondaryToPrimaryMapper(mapper));
  }

  /**
   * LocalQueues: a workload only needs its queue to exist, so their creation and deletion matter.
   * Kueue rewrites a LocalQueue's status on every admission and every finished workload; each such
   * write waking every active workload of the namespace made the reconciles grow with the square of
   * the workloads in it.
   */
  InformerEventSource<LocalQueue, P> localQueues() {
    return source(
        InformerEventSourceConfiguration.from(LocalQueue.class, kind.primary())
            .withName(kind.type() + "-LocalQueue")
            .withOnUpdateFilter(WatchedKinds::definitionChanged)
            .withSecondaryToPrimaryMapper(this::activeInNamespace));
  }

  /**
   * AIMNamespaceConfigs: their credentials and pull secrets are defaults of the namespace's
   * children. Status writes by their own controller are ignored.
   */
  InformerEventSource<AIMNamespaceConfig, P> namespaceConfigs() {
    return source(
        InformerEventSourceConfiguration.from(AIMNamespaceConfig.class, kind.primary())
            .withName(kind.type() + "-AIMNamespaceConfig")
            .withOnUpdateFilter(WatchedKinds::definitionChanged)
            .withSecondaryToPrimaryMapper(this::activeInNamespace));
  }

  /**
   * Whether an update changed what an object asks for (its spec, counted by the generation) or
   * started its deletion, rather than only its status.
   */
  static boolean definitionChanged(HasMetadata next, HasMetadata previous) {
    return !Objects.equals(
            next.getMetadata().getGeneration(), previous.getMetadata().getGeneration())
        || !Objects.equals(
            next.getMetadata().getDeletionTimestamp(),
            previous.getMetadata().getDeletionTimestamp());
  }

  /** Nodes: only label, allocatable and schedulability changes matter (not heartbeats). */
  InformerEventSource<Node, P> nodes() {
    return source(
        InformerEventSourceConfiguration.from(Node.class, kind.primary())
            .withName(kind.type() + "-Node")
            .withOnUpdateFilter(
                (next, previous) ->
                    !Objects.equals(
                            next.getMetadata().getLabels(), previous.getMetadata().getLabels())
                        || !Objects.equals(allocatable(next), allocatable(previous))
                        || !Objects.equals(
                            next.getSpec().getUnschedulable(),
                            previous.getSpec().getUnschedulable()))
            .withSecondaryToPrimaryMapper(node -> active(p -> true)));
  }

  /** A cluster-wide kind any of whose changes may concern every active workload. */
  <R extends HasMetadata> InformerEventSource<R, P> clusterWide(Class<R> type) {
    return source(
        InformerEventSourceConfiguration.from(type, kind.primary())
            .withName(kind.type() + "-" + type.getSimpleName())
            .withSecondaryToPrimaryMapper(object -> active(p -> true)));
  }

  InformerEventSource<KaiwoConfig, P> kaiwoConfigs() {
    return clusterWide(KaiwoConfig.class);
  }

  InformerEventSource<KaiwoQueueConfig, P> queueConfigs() {
    return clusterWide(KaiwoQueueConfig.class);
  }

  /** A class created or deleted decides whether Kueue can queue the workloads that name it. */
  InformerEventSource<WorkloadPriorityClass, P> priorityClasses() {
    return clusterWide(WorkloadPriorityClass.class);
  }

  private <R extends HasMetadata> InformerEventSource<R, P> source(
      InformerEventSourceConfiguration.Builder<R> builder) {
    return new InformerEventSource<>(builder.build(), context);
  }

  /** Active workloads in the namespace of {@code object}. */
  private Set<ResourceID> activeInNamespace(HasMetadata object) {
    return active(
        p -> Objects.equals(p.getMetadata().getNamespace(), object.getMetadata().getNamespace()));
  }

  /** Workloads (of this controller) that are not finished, matching {@code filter}. */
  private Set<ResourceID> active(Predicate<P> filter) {
    return context
        .getPrimaryCache()
        .list()
        .filter(p -> !isFinal(p))
        .filter(filter)
        .map(ResourceID::fromResource)
        .collect(Collectors.toSet());
  }

  private static boolean isFinal(HasMetadata primary) {
    if (primary instanceof CustomResource<?, ?> resource
        && resource.getStatus() instanceof CommonStatus status
        && status.getStatus() != null) {
      return status.getStatus().isFinal();
    }
    return false;
  }

  private Optional<ResourceID> primaryOf(
      Workload workload, OwnerReference owner, BiFunction<String, String, Optional<Pod>> pods) {
    String namespace = workload.getMetadata().getNamespace();
    if ("Pod".equals(owner.getKind())) {
      return pods.apply(namespace, owner.getName())
          .flatMap(pod -> byNameLabel(pod).stream().findFirst());
    }
    return Optional.of(new ResourceID(owner.getName(), namespace));
  }

  private static Set<ResourceID> byNameLabel(HasMetadata object) {
    Map<String, String> labels = object.getMetadata().getLabels();
    String name = labels == null ? null : labels.get(KaiwoLabels.NAME);
    return name == null
        ? Set.of()
        : Set.of(new ResourceID(name, object.getMetadata().getNamespace()));
  }

  private static Object allocatable(Node node) {
    return node.getStatus() == null ? null : node.getStatus().getAllocatable();
  }
}
