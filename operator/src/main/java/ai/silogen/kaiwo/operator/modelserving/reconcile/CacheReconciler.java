package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.cache.CacheObjects;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.CreateClaim;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.CreateEvictJob;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.CreateLoadJob;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.EvictStep;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Evicted;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.LoadStep;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loaded;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loading;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.RecordLoaded;
import ai.silogen.kaiwo.operator.modelserving.cache.CacheRecord;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;

/**
 * Carries out {@link CachePlan}'s steps: creates the claim and Jobs, records a completed load on
 * the claim, and removes the record, the Jobs and the finalizer once a deleted Model is evicted.
 */
final class CacheReconciler {

  private final KubernetesClient client;
  private final ModelEventSources sources;
  private final SystemConfig config;
  private final Clock clock;

  CacheReconciler(
      KubernetesClient client, ModelEventSources sources, SystemConfig config, Clock clock) {
    this.client = client;
    this.sources = sources;
    this.config = config;
    this.clock = clock;
  }

  /** Advances the cache of a live Model one step; returns where it stands afterwards. */
  LoadStep load(ResolvedModel resolved) {
    Model model = resolved.model();
    String namespace = resolved.namespace();
    String profile = resolved.cacheProfile();
    LoadStep step =
        CachePlan.load(
            model,
            sources.claim(namespace, profile),
            sources.job(model, ModelNames.loadJob(model)));
    return switch (step) {
      case CreateClaim create -> {
        createIgnoringConflict(
            CacheObjects.claim(
                namespace, profile, config.cacheProfile(profile).orElseThrow().sharedFilesystem()));
        yield new Loading("creating claim " + ModelNames.cacheClaim(profile));
      }
      case CreateLoadJob create -> {
        createIgnoringConflict(CacheObjects.loadJob(resolved));
        yield new Loading("started Job " + ModelNames.loadJob(model));
      }
      case RecordLoaded record -> {
        annotateClaim(
            namespace,
            profile,
            model.getMetadata().getName(),
            CacheRecord.value(model.getMetadata().getUid(), clock.instant()));
        deleteJob(model, ModelNames.loadJob(model));
        yield new Loaded(false);
      }
      case Loaded loaded -> {
        if (loaded.deleteLoadJob()) {
          deleteJob(model, ModelNames.loadJob(model));
        }
        yield loaded;
      }
      default -> step;
    };
  }

  /**
   * Advances the eviction of a Model being deleted.
   *
   * @return the step; {@link Evicted} means the finalizer was removed
   */
  EvictStep evict(Model model) {
    String namespace = model.getMetadata().getNamespace();
    String profile = model.getSpec().getCacheProfile();
    EvictStep step =
        CachePlan.evict(
            sources.claim(namespace, profile), sources.job(model, ModelNames.evictJob(model)));
    if (step instanceof CreateEvictJob) {
      createIgnoringConflict(
          CacheObjects.evictJob(model, config, sources.namespaceConfigs().forNamespace(namespace)));
    } else if (step instanceof Evicted evicted) {
      if (evicted.forgetRecord()) {
        annotateClaim(namespace, profile, model.getMetadata().getName(), null);
      }
      deleteJob(model, ModelNames.loadJob(model));
      deleteJob(model, ModelNames.evictJob(model));
      client
          .resources(Model.class)
          .inNamespace(namespace)
          .withName(model.getMetadata().getName())
          .edit(
              m -> {
                m.removeFinalizer(KubeAiLabels.CACHE_EVICTION_FINALIZER);
                return m;
              });
    }
    return step;
  }

  /** Sets (or with {@code null} removes) the Model's record on the profile's claim. */
  private void annotateClaim(String namespace, String profile, String modelName, String value) {
    Map<String, String> annotations = new HashMap<>();
    annotations.put(CacheRecord.annotationKey(modelName), value);
    client
        .persistentVolumeClaims()
        .inNamespace(namespace)
        .withName(ModelNames.cacheClaim(profile))
        .patch(
            PatchContext.of(PatchType.JSON_MERGE),
            ApiSerialization.toJson(Map.of("metadata", Map.of("annotations", annotations))));
  }

  private void deleteJob(Model model, String name) {
    if (sources.job(model, name).isPresent()) {
      // Background propagation removes the Job's pods too (KubeAI deletes them by label).
      client
          .batch()
          .v1()
          .jobs()
          .inNamespace(model.getMetadata().getNamespace())
          .withName(name)
          .withPropagationPolicy(DeletionPropagation.BACKGROUND)
          .delete();
    }
  }

  /** Creates {@code object}; one that already exists (the informer lagging) is fine. */
  private void createIgnoringConflict(HasMetadata object) {
    try {
      client.resource(object).create();
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_CONFLICT) {
        throw e;
      }
    }
  }
}
