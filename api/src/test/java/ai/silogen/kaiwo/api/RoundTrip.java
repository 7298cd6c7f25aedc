package ai.silogen.kaiwo.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.List;
import java.util.regex.Pattern;

/** Assertions that YAML survives parsing into the typed classes and serialising back. */
public final class RoundTrip {

  private RoundTrip() {}

  /** Parses a fragment as {@code type}, serialises it and checks nothing was lost or added. */
  public static <T> T assertFragment(String yaml, Class<T> type, String source) {
    JsonNode original = ApiSerialization.readTree(yaml);
    T typed = ApiSerialization.read(yaml, type);
    assertSame(original, ApiSerialization.toTree(typed), source + " as " + type.getSimpleName());
    return typed;
  }

  /** Parses one document that must be a registered (typed) kind and checks the round trip. */
  public static HasMetadata assertDocument(String yaml, String source) {
    List<HasMetadata> objects = ApiSerialization.readAll(yaml);
    assertThat(objects).as(source).hasSize(1);
    HasMetadata typed = objects.get(0);
    assertThat(typed)
        .as("%s: %s/%s must map to a typed class", source, typed.getApiVersion(), typed.getKind())
        .isNotInstanceOf(GenericKubernetesResource.class);
    assertSame(ApiSerialization.readTree(yaml), ApiSerialization.toTree(typed), source);
    return typed;
  }

  private static void assertSame(JsonNode original, JsonNode roundTripped, String source) {
    assertThat(JsonTreeDiff.between(original, roundTripped))
        .filteredOn(difference -> !EMBEDDED_TYPE_META.matcher(difference).matches())
        .as("round trip of %s changed these fields", source)
        .isEmpty();
  }

  /**
   * Embedded Kubernetes objects (spec.job, spec.deployment, spec.rayJob, ...) are fabric8 or
   * CustomResource instances, which always carry their apiVersion and kind; writing them where the
   * user left them out is harmless (the schema preserves unknown fields, the values are the type's
   * own).
   */
  private static final Pattern EMBEDDED_TYPE_META =
      Pattern.compile("^/spec/.+/(apiVersion|kind): added .*");
}
