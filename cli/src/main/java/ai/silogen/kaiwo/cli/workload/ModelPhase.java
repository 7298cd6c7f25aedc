package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.operator.modelserving.status.ModelConditions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The phase of a KubeAI Model as the CLI shows it, derived from its status (Models have no phase
 * field): invalid for the cluster's configuration, loading its cache, scaled to zero, starting,
 * updating to a changed spec, or ready.
 */
public enum ModelPhase {
  /** The operator has not processed the spec of a Model that serves nothing yet. */
  NEW,
  /** The operator rejected the Model ({@code Valid=False}); it will not be served. */
  INVALID,
  /** The model files are being copied into its cache profile's volume; no replica starts before. */
  LOADING,
  /** Loading the model files into the cache failed ({@code CacheLoaded=False, LoadFailed}). */
  LOAD_FAILED,
  /** No replicas are wanted: the gateway starts one on the first request. */
  IDLE,
  /** Replicas are wanted but none is ready yet. */
  STARTING,
  /**
   * The spec of a serving Model changed: the operator has not processed it yet, or replicas of the
   * new spec are not all ready ({@code Ready=False, RollingOut} or {@code RolloutStuck}) while old
   * ones still serve.
   */
  UPDATING,
  /** At least one replica of the current spec is ready to serve. */
  READY;

  private static final Set<String> ROLLOUT_REASONS =
      Set.of(ModelConditions.ROLLING_OUT, ModelConditions.ROLLOUT_STUCK);

  /** The phase of {@code model}. */
  public static ModelPhase of(WorkloadView model) {
    boolean serving = model.integer("status", "replicas", "ready").orElse(0) > 0;
    if (!model.isObserved()) {
      return serving ? UPDATING : NEW;
    }
    boolean invalid =
        model.conditions().stream().anyMatch(c -> hasCondition(c, ModelConditions.VALID, "False"));
    if (invalid) {
      return INVALID;
    }
    boolean rollingOut =
        model.conditions().stream()
            .anyMatch(
                c ->
                    hasCondition(c, ModelConditions.READY, "False")
                        && c.get("reason") instanceof String reason
                        && ROLLOUT_REASONS.contains(reason));
    if (rollingOut) {
      return UPDATING;
    }
    if (serving) {
      return READY;
    }
    // Until its cache is loaded a Model cannot serve, even scaled to zero: a request would wait for
    // a replica that is not allowed to start yet.
    for (Map<String, Object> condition : model.conditions()) {
      if (hasCondition(condition, ModelConditions.CACHE_LOADED, "False")) {
        return ModelConditions.LOAD_FAILED.equals(condition.get("reason")) ? LOAD_FAILED : LOADING;
      }
    }
    int desired =
        model.integer("spec", "replicas").orElse(model.integer("spec", "minReplicas").orElse(0));
    return desired == 0 && model.integer("status", "replicas", "all").orElse(0) == 0
        ? IDLE
        : STARTING;
  }

  /**
   * The condition whose message explains this phase, when one does: {@code Valid} for an invalid
   * Model, {@code CacheLoaded} while its cache loads or after the load failed. {@code Ready} is
   * {@code False} in those phases too, but its message only points at them ("server pods start once
   * the cache is loaded").
   */
  public Optional<String> explainedBy() {
    return switch (this) {
      case INVALID -> Optional.of(ModelConditions.VALID);
      case LOADING, LOAD_FAILED -> Optional.of(ModelConditions.CACHE_LOADED);
      default -> Optional.empty();
    };
  }

  private static boolean hasCondition(Map<String, Object> condition, String type, String status) {
    return type.equals(condition.get("type")) && status.equals(condition.get("status"));
  }
}
