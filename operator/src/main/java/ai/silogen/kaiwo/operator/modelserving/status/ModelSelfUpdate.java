package ai.silogen.kaiwo.operator.modelserving.status;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The fields of a Model the controller maintains itself: the feature labels {@code
 * features.kubeai.org/<Feature>: "true"} that {@code /v1/models} filters on, and {@code
 * spec.replicas} within its bounds. Expressed as one JSON merge patch, so that both change in one
 * write, and conditional on the resource version they were computed from: a clamp computed from a
 * stale copy must not undo a newer replica count (the gateway scaling the model from zero a moment
 * after it was created, say). KubeAI gets the same from an update with the resource version.
 */
public final class ModelSelfUpdate {

  private ModelSelfUpdate() {}

  /** The merge patch to apply, or empty when the Model is up to date. */
  public static Optional<Map<String, Object>> patch(Model model) {
    Map<String, Object> labels = new LinkedHashMap<>();
    Map<String, String> current =
        model.getMetadata().getLabels() == null ? Map.of() : model.getMetadata().getLabels();
    Set<String> wanted = features(model.getSpec().getFeatures());
    wanted.stream()
        .filter(label -> !"true".equals(current.get(label)))
        .forEach(label -> labels.put(label, "true"));
    current.keySet().stream()
        .filter(label -> label.startsWith(KubeAiLabels.FEATURE_PREFIX) && !wanted.contains(label))
        .forEach(label -> labels.put(label, null)); // null removes the label in a merge patch
    Optional<Integer> replicas = ReplicaBounds.clamp(model.getSpec());
    if (labels.isEmpty() && replicas.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Object> patch = new LinkedHashMap<>();
    Map<String, Object> metadata = new LinkedHashMap<>();
    if (!labels.isEmpty()) {
      metadata.put("labels", labels);
    }
    String resourceVersion = model.getMetadata().getResourceVersion();
    if (resourceVersion != null) {
      metadata.put("resourceVersion", resourceVersion);
    }
    if (!metadata.isEmpty()) {
      patch.put("metadata", metadata);
    }
    replicas.ifPresent(r -> patch.put("spec", Map.of("replicas", r)));
    return Optional.of(patch);
  }

  private static Set<String> features(List<ModelFeature> features) {
    return (features == null ? List.<ModelFeature>of() : features)
        .stream()
            .map(f -> KubeAiLabels.FEATURE_PREFIX + ApiSerialization.toTree(f).asText())
            .collect(Collectors.toSet());
  }
}
