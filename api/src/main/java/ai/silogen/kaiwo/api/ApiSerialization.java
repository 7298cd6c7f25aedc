package ai.silogen.kaiwo.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import io.fabric8.kubernetes.client.utils.YamlDumpSettingsBuilder;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * JSON and YAML reading and writing of Kaiwo's types, built on fabric8's {@link
 * KubernetesSerialization} (the same settings the Kubernetes client uses).
 *
 * <p>Documents carrying {@code apiVersion}/{@code kind} deserialise into the registered typed
 * classes: our kinds and the external models are listed in {@code
 * META-INF/services/io.fabric8.kubernetes.api.model.KubernetesResource}, which fabric8 discovers
 * with the {@link java.util.ServiceLoader}. Unknown kinds become {@link
 * io.fabric8.kubernetes.api.model.GenericKubernetesResource}.
 */
public final class ApiSerialization {

  private static final KubernetesSerialization SERIALIZATION = new KubernetesSerialization();

  /**
   * For YAML output only: quotes only the strings that need them ({@code "true"}, {@code "8000"},
   * {@code "*.jsonl"}), like kubectl, instead of every string.
   */
  private static final KubernetesSerialization YAML_OUTPUT =
      new KubernetesSerialization(
          new ObjectMapper(), true, new YamlDumpSettingsBuilder().setMinimizeQuotes(true).build());

  private ApiSerialization() {}

  /** The shared serialization (thread-safe), for callers that need the fabric8 API directly. */
  public static KubernetesSerialization kubernetes() {
    return SERIALIZATION;
  }

  /**
   * Reads every object of a JSON document or a (multi-document) YAML stream, typed by {@code
   * apiVersion}/{@code kind}. Empty documents are skipped; {@code List} kinds are flattened into
   * their items.
   *
   * @throws IllegalArgumentException if a document is not a Kubernetes object
   */
  public static List<HasMetadata> readAll(String yamlOrJson) {
    Object parsed =
        SERIALIZATION.unmarshal(
            new ByteArrayInputStream(yamlOrJson.getBytes(StandardCharsets.UTF_8)));
    List<HasMetadata> result = new ArrayList<>();
    collect(parsed, result);
    return result;
  }

  private static void collect(Object parsed, List<HasMetadata> result) {
    if (parsed == null) {
      return;
    }
    if (parsed instanceof List<?> list) {
      list.forEach(item -> collect(item, result));
    } else if (parsed instanceof io.fabric8.kubernetes.api.model.KubernetesResourceList<?> list) {
      list.getItems().forEach(item -> collect(item, result));
    } else if (parsed instanceof HasMetadata object) {
      result.add(object);
    } else {
      throw new IllegalArgumentException(
          "not a Kubernetes object (apiVersion/kind/metadata): "
              + parsed.getClass().getSimpleName());
    }
  }

  /** Reads one JSON or YAML document into {@code type} (a kind, or any nested type). */
  public static <T> T read(String yamlOrJson, Class<T> type) {
    return SERIALIZATION.unmarshal(yamlOrJson, type);
  }

  /** Reads a JSON or YAML document into a Jackson tree, without typing it. */
  public static JsonNode readTree(String yamlOrJson) {
    return SERIALIZATION.unmarshal(yamlOrJson, JsonNode.class);
  }

  /** Converts between representations, e.g. a typed object to a tree or a tree to a kind. */
  public static <T> T convert(Object value, Class<T> type) {
    return SERIALIZATION.convertValue(value, type);
  }

  /** The Jackson tree of a typed object, as it would be sent to the API server. */
  public static JsonNode toTree(Object value) {
    return SERIALIZATION.convertValue(value, JsonNode.class);
  }

  /**
   * Whether two objects serialise to the same JSON (the types have no {@code equals}); useful to
   * decide whether a desired object differs from the observed one.
   */
  public static boolean sameContent(Object left, Object right) {
    return toTree(left).equals(toTree(right));
  }

  /** YAML of an object, as {@code kubectl get -o yaml} would show it (one document). */
  public static String toYaml(Object value) {
    return YAML_OUTPUT.asYaml(value);
  }

  /** Compact JSON of an object. */
  public static String toJson(Object value) {
    return SERIALIZATION.asJson(value);
  }

  /** A deep copy made through the serialised form (also copies unknown fields). */
  public static <T> T copy(T value) {
    return SERIALIZATION.clone(value);
  }
}
