package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The informers the Model controller reacts to and reads from: its pods, cache Jobs and files
 * ConfigMap, the cache claims (shared, so an event wakes every Model of the profile in the
 * namespace) and the namespaces' {@code AIMNamespaceConfig}s (a change re-renders the namespace's
 * Models). Reads go to the informer caches, never to the API server.
 */
final class ModelEventSources {

  private InformerEventSource<Pod, Model> pods;
  private InformerEventSource<Job, Model> jobs;
  private InformerEventSource<ConfigMap, Model> configMaps;
  private InformerEventSource<PersistentVolumeClaim, Model> claims;
  private InformerEventSource<AIMNamespaceConfig, Model> namespaceConfigs;

  /** Creates the event sources (called once by JOSDK before the controller starts). */
  List<EventSource<?, Model>> create(EventSourceContext<Model> context) {
    pods =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(Pod.class, Model.class)
                .withName("model-pods")
                .withLabelSelector(ModelNames.APP_LABEL + "=" + ModelNames.APP_MODEL)
                .build(),
            context);
    jobs =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(Job.class, Model.class)
                .withName("model-cache-jobs")
                .withLabelSelector(ModelNames.APP_LABEL + "=" + ModelNames.APP_CACHE)
                .build(),
            context);
    configMaps =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(ConfigMap.class, Model.class)
                .withName("model-files")
                .withLabelSelector(ModelNames.APP_LABEL + "=" + ModelNames.APP_FILES)
                .build(),
            context);
    claims =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(PersistentVolumeClaim.class, Model.class)
                .withName("model-cache-claims")
                .withLabelSelector(ModelNames.APP_LABEL + "=" + ModelNames.APP_CACHE)
                .withSecondaryToPrimaryMapper(
                    claim ->
                        modelsInNamespace(
                            context,
                            claim,
                            m ->
                                Objects.equals(
                                    m.getSpec().getCacheProfile(),
                                    claim
                                        .getMetadata()
                                        .getLabels()
                                        .get(ModelNames.CACHE_PROFILE_LABEL))))
                .build(),
            context);
    namespaceConfigs =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(AIMNamespaceConfig.class, Model.class)
                .withName("aim-namespace-configs")
                .withSecondaryToPrimaryMapper(
                    config -> modelsInNamespace(context, config, m -> true))
                .build(),
            context);
    return List.of(pods, jobs, configMaps, claims, namespaceConfigs);
  }

  /** The Model's pods (by label, owned by this incarnation of the Model), terminating ones too. */
  List<Pod> pods(Model model) {
    String name = model.getMetadata().getName();
    return pods.list(
            model.getMetadata().getNamespace(),
            pod ->
                name.equals(pod.getMetadata().getLabels().get(KubeAiLabels.MODEL))
                    && ownedBy(pod, model))
        .toList();
  }

  Optional<Job> job(Model model, String name) {
    return jobs.get(new ResourceID(name, model.getMetadata().getNamespace()));
  }

  Optional<ConfigMap> filesConfigMap(Model model) {
    return configMaps.get(
        new ResourceID(ModelNames.filesConfigMap(model), model.getMetadata().getNamespace()));
  }

  Optional<PersistentVolumeClaim> claim(String namespace, String cacheProfile) {
    return claims.get(new ResourceID(ModelNames.cacheClaim(cacheProfile), namespace));
  }

  /** Namespace defaults from the informed AIMNamespaceConfigs. */
  NamespaceConfigs namespaceConfigs() {
    return NamespaceConfigs.from(namespace -> namespaceConfigs.list(namespace, c -> true).toList());
  }

  private static Set<ResourceID> modelsInNamespace(
      EventSourceContext<Model> context, HasMetadata secondary, Predicate<Model> filter) {
    return context
        .getPrimaryCache()
        .list(secondary.getMetadata().getNamespace())
        .filter(filter)
        .map(ResourceID::fromResource)
        .collect(Collectors.toSet());
  }

  /** Pods without an owner reference to a Model count (adopted, as KubeAI does by label). */
  private static boolean ownedBy(Pod pod, Model model) {
    List<OwnerReference> owners = pod.getMetadata().getOwnerReferences();
    return owners == null
        || owners.stream()
            .filter(o -> "Model".equals(o.getKind()))
            .allMatch(o -> o.getUid().equals(model.getMetadata().getUid()));
  }
}
