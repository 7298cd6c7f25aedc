package ai.silogen.kaiwo.operator.modelserving.status;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatusCache;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatusReplicas;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.LoadFailed;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.LoadStep;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loaded;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loading;
import ai.silogen.kaiwo.operator.modelserving.plan.PodState;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.Pod;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The status of a Model from what the controller observed: KubeAI's replica counts and cache flag,
 * plus conditions and {@code observedGeneration} so that users can see why a model does not serve.
 */
public final class ModelStatusCalculator {

  /**
   * What the controller saw in one reconciliation.
   *
   * @param pods the Model's live pods (not terminating)
   * @param invalid why the Model cannot be served, if it cannot
   * @param cache the cache's state, empty without a cache profile
   * @param podHash the pod-hash the Model's spec renders now; empty when it cannot be rendered
   */
  public record Observation(
      List<Pod> pods,
      Optional<InvalidModelException> invalid,
      Optional<LoadStep> cache,
      Optional<String> podHash) {}

  private ModelStatusCalculator() {}

  /** The status to write; equal to the previous one when nothing changed. */
  public static ModelStatus compute(Model model, Observation seen, Instant now) {
    ModelStatus previous = model.getStatus() == null ? new ModelStatus() : model.getStatus();
    long generation =
        model.getMetadata().getGeneration() == null ? 0 : model.getMetadata().getGeneration();
    ModelStatus status = new ModelStatus();
    ModelStatusReplicas replicas = new ModelStatusReplicas();
    int ready = (int) seen.pods().stream().filter(PodState::ready).count();
    replicas.setAll(seen.pods().size());
    replicas.setReady(ready);
    status.setReplicas(replicas);
    status.setObservedGeneration(generation);

    List<Condition> conditions = previous.getConditions();
    conditions =
        seen.invalid().isPresent()
            ? Conditions.set(
                conditions,
                ModelConditions.VALID,
                false,
                seen.invalid().get().reason().name(),
                seen.invalid().get().getMessage(),
                now,
                generation)
            : Conditions.set(
                conditions,
                ModelConditions.VALID,
                true,
                "Valid",
                "the model can be served with the system configuration",
                now,
                generation);
    boolean cacheReady = true;
    if (seen.cache().isPresent()) {
      LoadStep step = seen.cache().get();
      cacheReady = step instanceof Loaded;
      ModelStatusCache cache = new ModelStatusCache();
      cache.setLoaded(cacheReady);
      status.setCache(cache);
      conditions =
          Conditions.set(
              conditions,
              ModelConditions.CACHE_LOADED,
              cacheReady,
              cacheReason(step),
              cacheMessage(step),
              now,
              generation);
    } else if (model.getSpec().getCacheProfile() == null) {
      conditions = Conditions.remove(conditions, ModelConditions.CACHE_LOADED);
    }
    int desired = ReplicaBounds.desired(model.getSpec());
    if (seen.invalid().isPresent()) {
      conditions =
          Conditions.set(
              conditions,
              ModelConditions.READY,
              false,
              "Invalid",
              "the model is invalid, see condition Valid",
              now,
              generation);
    } else if (!cacheReady) {
      conditions =
          Conditions.set(
              conditions,
              ModelConditions.READY,
              false,
              "CacheNotLoaded",
              "server pods start once the cache is loaded",
              now,
              generation);
    } else if (desired == 0) {
      conditions =
          Conditions.set(
              conditions,
              ModelConditions.READY,
              true,
              "ScaledToZero",
              Boolean.TRUE.equals(model.getSpec().getAutoscalingDisabled())
                  ? "no replicas requested and autoscaling is disabled; set spec.replicas to serve"
                      + " the model (requests are refused until then)"
                  : "no replicas requested; the first request scales the model up",
              now,
              generation);
    } else {
      ReplicaReadiness readiness = ReplicaReadiness.of(seen.pods(), seen.podHash(), desired);
      conditions =
          Conditions.set(
              conditions,
              ModelConditions.READY,
              readiness.ready(),
              readiness.reason(),
              readiness.message(),
              now,
              generation);
    }
    status.setConditions(conditions);
    if (seen.cache().isEmpty() && model.getSpec().getCacheProfile() != null) {
      status.setCache(previous.getCache());
    }
    return status;
  }

  private static String cacheReason(LoadStep step) {
    return switch (step) {
      case Loaded loaded -> "Loaded";
      case LoadFailed failed -> ModelConditions.LOAD_FAILED;
      default -> "Loading";
    };
  }

  private static String cacheMessage(LoadStep step) {
    return switch (step) {
      case Loaded loaded -> "the model files are in the cache";
      case LoadFailed failed -> failed.message();
      case Loading loading -> loading.message();
      default -> "preparing the cache";
    };
  }
}
