package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.discovery.ModelMapping;
import ai.silogen.kaiwo.gateway.openai.ClientView;
import ai.silogen.kaiwo.gateway.openai.LabelSelector;
import ai.silogen.kaiwo.gateway.openai.ModelRef;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The {@code GET /v1/models} answer, as KubeAI's: models with any of the requested features
 * (default {@code TextGeneration}, for OpenWebUI, which lists whatever it gets as chat models)
 * whose labels match every {@code X-Label-Selector}, each followed by one entry per adapter ({@code
 * <model>_<adapter>}). Models outside the gateway's namespace are listed as {@code
 * <namespace>/<model>}, the id a request must use; only models the client may call are listed
 * ({@link ClientView}). Models the operator found invalid are listed too: a request for one is told
 * why it cannot be served.
 */
final class ModelListing {
  static final List<String> DEFAULT_FEATURES = List.of("TextGeneration");
  static final List<String> FEATURES =
      Arrays.stream(ModelFeature.values()).map(ModelMapping::featureName).toList();
  private static final JsonFactory JSON = new JsonFactory();

  private ModelListing() {}

  /** One listed id. */
  record Entry(String id, ModelInfo model) {}

  /**
   * The features to list from the {@code feature} query parameters: the default when there are
   * none. A misspelt one would list nothing, which reads as "no models": refused instead, naming
   * the valid ones.
   *
   * @throws OpenAiError 400 for a value that is not a feature
   */
  static Set<String> wantedFeatures(Collection<String> requested) {
    for (String feature : requested) {
      if (!FEATURES.contains(feature)) {
        throw OpenAiError.invalidField(
            "feature",
            "unknown feature \""
                + feature
                + "\" in the query; valid features: "
                + String.join(", ", FEATURES));
      }
    }
    return Set.copyOf(requested.isEmpty() ? DEFAULT_FEATURES : requested);
  }

  static List<Entry> entries(
      Collection<ModelInfo> models,
      ClientView view,
      Collection<String> features,
      LabelSelector selector) {
    Set<String> wanted = wantedFeatures(features);
    return models.stream()
        .filter(model -> view.permits().test(model.namespace()))
        .filter(model -> model.features().stream().anyMatch(wanted::contains))
        .filter(model -> selector.matches(model.served().labels()))
        .flatMap(
            model -> model.served().publicIds(view.home()).stream().map(id -> new Entry(id, model)))
        .sorted(Comparator.comparing(Entry::id))
        .toList();
  }

  static byte[] toJson(List<Entry> entries, String defaultNamespace) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(256 + entries.size() * 128);
    try (JsonGenerator json = JSON.createGenerator(out)) {
      json.writeStartObject();
      json.writeStringField("object", "list");
      json.writeArrayFieldStart("data");
      for (Entry entry : entries) {
        ModelInfo model = entry.model();
        json.writeStartObject();
        json.writeStringField("id", entry.id());
        json.writeStringField("object", "model");
        json.writeNumberField(
            "created", model.created() == null ? 0 : model.created().getEpochSecond());
        json.writeStringField("owned_by", model.owner());
        String parent =
            new ModelRef(model.namespace(), model.name(), "").publicId(defaultNamespace);
        if (!parent.equals(entry.id())) {
          json.writeStringField("parent", parent);
        }
        json.writeArrayFieldStart("features");
        for (String feature : model.features()) {
          json.writeString(feature);
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
