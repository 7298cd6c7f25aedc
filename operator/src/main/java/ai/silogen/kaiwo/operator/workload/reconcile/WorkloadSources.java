package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The informer caches of one workload controller, by kind: its children, the Kueue Workloads and
 * LocalQueues, and the cluster facts (Nodes, KaiwoConfig, KaiwoQueueConfig, AIMNamespaceConfigs,
 * WorkloadPriorityClasses). Reconciles read everything from here rather than from the API server.
 *
 * @param <P> KaiwoJob or KaiwoService
 */
final class WorkloadSources<P extends HasMetadata> {

  private final Map<Class<?>, InformerEventSource<?, P>> sources = new LinkedHashMap<>();

  /** Creates the event sources of the controller of {@code context}. */
  WorkloadSources(EventSourceContext<P> context, WorkloadKind<P> kind) {
    WatchedKinds<P> watched = new WatchedKinds<>(context, kind);
    kind.owned().forEach(child -> sources.put(child, watched.owned(child)));
    if (kind.isService()) {
      sources.put(RayService.class, watched.labelled(RayService.class));
      sources.put(Pod.class, watched.labelled(Pod.class));
    } else {
      sources.put(Pod.class, watched.readOnly(Pod.class));
    }
    sources.put(
        Workload.class,
        watched.kueueWorkloads(
            (namespace, name) ->
                kind.isService() ? get(Pod.class, namespace, name) : Optional.empty()));
    sources.put(LocalQueue.class, watched.localQueues());
    sources.put(Node.class, watched.nodes());
    sources.put(KaiwoConfig.class, watched.kaiwoConfigs());
    sources.put(KaiwoQueueConfig.class, watched.queueConfigs());
    sources.put(AIMNamespaceConfig.class, watched.namespaceConfigs());
    sources.put(WorkloadPriorityClass.class, watched.priorityClasses());
  }

  /** The event sources to register with JOSDK. */
  List<EventSource<?, P>> eventSources() {
    return new ArrayList<>(sources.values());
  }

  /** The cached object of {@code kind} called {@code name} in {@code namespace}. */
  <R extends HasMetadata> Optional<R> get(Class<R> kind, String namespace, String name) {
    return source(kind).get(new ResourceID(name, namespace));
  }

  /** The cached objects of {@code kind} in {@code namespace} that match {@code filter}. */
  <R extends HasMetadata> List<R> list(Class<R> kind, String namespace, Predicate<R> filter) {
    return source(kind).list(namespace, filter).toList();
  }

  /** Cluster facts from the caches. */
  ClusterFacts facts() {
    KaiwoConfig config =
        get(KaiwoConfig.class, null, EffectiveKaiwoConfig.SINGLETON_NAME).orElse(null);
    KaiwoQueueConfig queues =
        get(KaiwoQueueConfig.class, null, EffectiveKaiwoConfig.SINGLETON_NAME).orElse(null);
    return ClusterFacts.of(config, source(Node.class).list(n -> true).toList(), queues)
        .withNamespaceConfigs(
            NamespaceConfigs.from(
                namespace -> list(AIMNamespaceConfig.class, namespace, c -> true)))
        .withWorkloadPriorityClasses(
            source(WorkloadPriorityClass.class)
                .list(c -> true)
                .map(c -> c.getMetadata().getName())
                .toList());
  }

  @SuppressWarnings("unchecked")
  private <R extends HasMetadata> InformerEventSource<R, P> source(Class<R> kind) {
    InformerEventSource<?, P> source = sources.get(kind);
    if (source == null) {
      throw new IllegalArgumentException("no informer for " + kind.getSimpleName());
    }
    return (InformerEventSource<R, P>) source;
  }
}
