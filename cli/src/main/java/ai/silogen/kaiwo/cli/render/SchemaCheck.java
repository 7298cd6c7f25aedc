package ai.silogen.kaiwo.cli.render;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.ServedKinds;
import ai.silogen.kaiwo.api.crd.GeneratedCrds;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.sandbox.admission.CompiledSchema;
import ai.silogen.kaiwo.sandbox.admission.FieldError;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.CustomResource;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Validates the Kaiwo objects of a file against their CRD schemas and CEL rules offline, with the
 * sandbox API server's admission code, so that {@code kaiwo render} rejects what a cluster would
 * reject, with the same field paths. Unknown fields are errors, as under kubectl's default strict
 * field validation. Kinds we do not serve are left to the renderer.
 */
final class SchemaCheck {
  private static final YAMLMapper YAML = new YAMLMapper();

  private SchemaCheck() {}

  /**
   * Checks every document of {@code text}.
   *
   * @throws UserError naming the document and the invalid fields of the first invalid document
   */
  static void check(String text, String source) {
    int index = 0;
    try (MappingIterator<JsonNode> documents = YAML.readerFor(JsonNode.class).readValues(text)) {
      while (documents.hasNextValue()) {
        JsonNode document = documents.nextValue();
        index++;
        if (document instanceof ObjectNode object) {
          check(object, source + " document " + index);
        }
      }
    } catch (JsonProcessingException e) {
      String at = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
      throw new UserError(
          source + " is not valid YAML or JSON: " + e.getOriginalMessage() + at,
          "check the indentation and quoting around that line");
    } catch (IOException e) {
      throw new UserError("cannot read " + source + ": " + e.getMessage(), null);
    }
  }

  private static void check(ObjectNode document, String where) {
    String kind = document.path("kind").asText();
    String apiVersion = document.path("apiVersion").asText();
    Optional<Class<? extends CustomResource<?, ?>>> served =
        ServedKinds.ALL.stream()
            .filter(k -> HasMetadata.getKind(k).equals(kind))
            .filter(k -> HasMetadata.getApiVersion(k).equals(apiVersion))
            .findFirst();
    if (served.isEmpty()) {
      return;
    }
    CompiledSchema schema = CompiledSchema.of(openApiSchema(served.get()));
    ObjectNode object = document.deepCopy();
    List<String> problems = new ArrayList<>();
    for (String pruned : schema.defaultAndPrune(object)) {
      problems.add(pruned + ": unknown field");
    }
    for (FieldError error : schema.validate(object, null)) {
      if (!error.field().equals(FieldError.ROOT)) {
        problems.add(error.toString());
      }
    }
    if (!problems.isEmpty()) {
      String name = document.path("metadata").path("name").asText("");
      throw new UserError(
          where + " (" + kind + " " + name + ") is invalid: " + String.join("; ", problems),
          "fix the fields named; the CRDs in deploy/crds/ describe every field");
    }
  }

  private static JsonNode openApiSchema(Class<? extends CustomResource<?, ?>> kind) {
    String version = HasMetadata.getVersion(kind);
    JsonNode crd = ApiSerialization.readTree(GeneratedCrds.yaml(kind));
    for (JsonNode served : crd.path("spec").path("versions")) {
      if (served.path("name").asText().equals(version)) {
        return served.path("schema").path("openAPIV3Schema");
      }
    }
    throw new IllegalStateException("the CRD of " + kind.getSimpleName() + " lacks " + version);
  }
}
