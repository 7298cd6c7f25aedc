package ai.silogen.kaiwo.gateway.discovery;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.kubeai.v1.Adapter;
import ai.silogen.kaiwo.api.kubeai.v1.LoadBalancing;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import ai.silogen.kaiwo.api.kubeai.v1.ModelSpec;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.api.kubeai.v1.PrefixHash;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingTarget;
import ai.silogen.kaiwo.gateway.openai.ServedModel;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Maps a Model CR onto {@link ModelInfo}, applying the CRD defaults for unset fields (the API
 * server normally has, but a Model read from elsewhere may not). Out-of-range values that the CRD
 * would reject are clamped or ignored with a warning, so one bad Model never breaks discovery.
 */
public final class ModelMapping {
  private static final Logger LOG = LoggerFactory.getLogger(ModelMapping.class);

  /** The operator's condition type for "this Model can be served with the system config". */
  static final String VALID = "Valid";

  /** Longer than any gateway runs: a hundred years. */
  private static final Duration LONGEST_DELAY = Duration.ofDays(36_525);

  private ModelMapping() {}

  public static ModelInfo toInfo(Model model) {
    ObjectMeta meta = model.getMetadata();
    ModelSpec spec = model.getSpec() == null ? new ModelSpec() : model.getSpec();
    String where = meta.getNamespace() + "/" + meta.getName();
    ServedModel served =
        new ServedModel(
            meta.getNamespace(),
            meta.getName(),
            orEmpty(meta.getLabels()),
            adapters(spec.getAdapters()),
            loadBalancing(spec.getLoadBalancing(), where));
    return new ModelInfo(
        served,
        features(spec.getFeatures()),
        created(meta.getCreationTimestamp()),
        Objects.requireNonNullElse(spec.getOwner(), ""),
        scaling(spec, model.getStatus(), meta, where));
  }

  /** The CR spelling of a feature, as {@code /v1/models} reports it. */
  public static String featureName(ModelFeature feature) {
    return switch (feature) {
      case TEXT_GENERATION -> "TextGeneration";
      case TEXT_EMBEDDING -> "TextEmbedding";
      case RERANKING -> "Reranking";
      case SPEECH_TO_TEXT -> "SpeechToText";
    };
  }

  private static Set<String> adapters(List<Adapter> adapters) {
    if (adapters == null) {
      return Set.of();
    }
    return adapters.stream()
        .map(Adapter::getName)
        .filter(name -> name != null && !name.isEmpty())
        .collect(Collectors.toUnmodifiableSet());
  }

  private static List<String> features(List<ModelFeature> features) {
    if (features == null) {
      return List.of();
    }
    return features.stream().filter(Objects::nonNull).map(ModelMapping::featureName).toList();
  }

  static LoadBalancingConfig loadBalancing(LoadBalancing balancing, String where) {
    LoadBalancingConfig defaults = LoadBalancingConfig.DEFAULT;
    if (balancing == null) {
      return defaults;
    }
    LoadBalancingStrategy strategy =
        balancing.getStrategy() == ai.silogen.kaiwo.api.kubeai.v1.LoadBalancingStrategy.PREFIX_HASH
            ? LoadBalancingStrategy.PREFIX_HASH
            : LoadBalancingStrategy.LEAST_LOAD;
    PrefixHash prefixHash = balancing.getPrefixHash();
    if (prefixHash == null) {
      return defaults.withStrategy(strategy);
    }
    return new LoadBalancingConfig(
        strategy,
        within(
            prefixHash.getMeanLoadFactor(),
            defaults.meanLoadFactor(),
            100,
            Integer.MAX_VALUE,
            where,
            "meanLoadFactor"),
        within(
            prefixHash.getPrefixCharLength(),
            defaults.prefixCharLength(),
            0,
            Integer.MAX_VALUE,
            where,
            "prefixCharLength"),
        // A Model stored before the CRD had its maximum may have any int: one with millions of
        // ring points per endpoint would stall the gateway, past 2^31 points overflow the ring.
        within(
            prefixHash.getReplication(),
            defaults.replication(),
            1,
            PrefixHash.MAX_REPLICATION,
            where,
            "replication"));
  }

  private static ModelScaling scaling(
      ModelSpec spec, ModelStatus status, ObjectMeta meta, String where) {
    Map<String, String> annotations = meta.getAnnotations();
    boolean disabled = Boolean.TRUE.equals(spec.getAutoscalingDisabled());
    int replicas = Math.max(0, Objects.requireNonNullElse(spec.getReplicas(), 0));
    int ready =
        status == null || status.getReplicas() == null || status.getReplicas().getReady() == null
            ? 0
            : status.getReplicas().getReady();
    ScalingTarget target = target(spec, where);
    if (target == null) {
      disabled = true; // bounds the CRD would have rejected: leave the replicas alone
      target = ScalingTarget.defaults();
    }
    Optional<ScalingMode> mode = Optional.empty();
    String annotation = annotations == null ? null : annotations.get(ScalingMode.MODEL_ANNOTATION);
    if (annotation != null) {
      mode = ScalingMode.parse(annotation);
      if (mode.isEmpty()) {
        LOG.warn(
            "Model {}: ignoring annotation {}={} (expected {})",
            where,
            ScalingMode.MODEL_ANNOTATION,
            annotation,
            ScalingMode.expected());
      }
    }
    return new ModelScaling(
        disabled, replicas, ready, target, mode, invalid(status, meta.getGeneration()));
  }

  /**
   * The operator's verdict that the Model cannot be served ({@code Valid=False}, e.g. no or an
   * unknown resource profile) as {@code "<reason>: <message>"}. A verdict on an older generation of
   * the spec is ignored: the user may have fixed the Model since.
   */
  static Optional<String> invalid(ModelStatus status, Long generation) {
    if (status == null) {
      return Optional.empty();
    }
    return Conditions.find(status.getConditions(), VALID)
        .filter(valid -> Conditions.FALSE.equals(valid.getStatus()))
        .filter(
            valid ->
                valid.getObservedGeneration() == null
                    || generation == null
                    || valid.getObservedGeneration().equals(generation))
        .map(
            valid ->
                Objects.requireNonNullElse(valid.getReason(), "Invalid")
                    + ": "
                    + Objects.requireNonNullElse(valid.getMessage(), "no message"));
  }

  private static ScalingTarget target(ModelSpec spec, String where) {
    ScalingTarget defaults = ScalingTarget.defaults();
    try {
      return new ScalingTarget(
          Objects.requireNonNullElse(spec.getMinReplicas(), defaults.minReplicas()),
          spec.getMaxReplicas(),
          Objects.requireNonNullElse(spec.getTargetRequests(), defaults.targetRequests()),
          scaleDownDelay(spec.getScaleDownDelaySeconds(), defaults, where));
    } catch (IllegalArgumentException e) {
      LOG.warn("Model {}: autoscaling off, invalid settings: {}", where, e.getMessage());
      return null;
    }
  }

  /**
   * The CRD (KubeAI's too) accepts any integer. KubeAI scales down at once on a negative delay, and
   * so do we, rather than turning the model's autoscaling and scale from zero off; a delay beyond
   * {@link #LONGEST_DELAY} is that, so that no duration arithmetic overflows.
   */
  private static Duration scaleDownDelay(Long seconds, ScalingTarget defaults, String where) {
    if (seconds == null) {
      return defaults.scaleDownDelay();
    }
    if (seconds < 0) {
      LOG.warn("Model {}: scaleDownDelaySeconds={} is negative; using 0", where, seconds);
      return Duration.ZERO;
    }
    return Duration.ofSeconds(Math.min(seconds, LONGEST_DELAY.toSeconds()));
  }

  private static int within(
      Integer value, int fallback, int min, int max, String where, String field) {
    if (value == null) {
      return fallback;
    }
    if (value < min || value > max) {
      int bound = value < min ? min : max;
      LOG.warn(
          "Model {}: loadBalancing.prefixHash.{}={} is outside the CRD's bounds [{}, {}]; using {}",
          where,
          field,
          value,
          min,
          max,
          bound);
      return bound;
    }
    return value;
  }

  private static Instant created(String timestamp) {
    if (timestamp == null) {
      return null;
    }
    try {
      return Instant.parse(timestamp);
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
