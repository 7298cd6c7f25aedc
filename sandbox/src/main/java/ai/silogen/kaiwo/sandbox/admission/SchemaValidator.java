package ai.silogen.kaiwo.sandbox.admission;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.path.NodePath;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * OpenAPI v3 validation of custom resources with the networknt JSON schema validator (OpenAPI 3.0
 * dialect, so {@code nullable} is understood), reporting kube-apiserver-shaped field errors.
 */
public final class SchemaValidator {

  private static final SchemaRegistry REGISTRY =
      SchemaRegistry.withDefaultDialect(Dialects.getOpenApi30());

  private final ObjectNode translated;
  private final Schema schema;

  private SchemaValidator(ObjectNode translated, Schema schema) {
    this.translated = translated;
    this.schema = schema;
  }

  /** Compiles the validator for a CRD version's {@code openAPIV3Schema}. */
  public static SchemaValidator compile(JsonNode openApiV3Schema) {
    ObjectNode translated = OpenApiTranslator.translateRoot(openApiV3Schema);
    Schema compiled = REGISTRY.getSchema(Json.write(translated), InputFormat.JSON);
    compiled.initializeValidators();
    return new SchemaValidator(translated, compiled);
  }

  /** Validates a whole object; {@code metadata} is not checked here. */
  public List<FieldError> validate(JsonNode object) {
    List<FieldError> result = new ArrayList<>();
    // int-or-string and other anyOf type failures come as one error per branch: merge them
    Map<String, List<String>> typeFailures = new LinkedHashMap<>();
    Map<String, JsonNode> typeFailureValues = new LinkedHashMap<>();
    for (Error error : schema.validate(Json.write(object), InputFormat.JSON)) {
      SchemaErrors.Location at = location(error.getInstanceLocation(), object);
      JsonNode limit = Json.parse(String.valueOf(error.getSchemaNode()));
      if (error.getKeyword().equals("type")) {
        String path = at.path().isEmpty() ? FieldError.ROOT : at.path();
        typeFailures.computeIfAbsent(path, p -> new ArrayList<>()).add(limit.asText());
        typeFailureValues.put(path, at.value());
        continue;
      }
      JsonNode keywordSchema = keywordSchema(String.valueOf(error.getSchemaLocation()));
      FieldError mapped =
          SchemaErrors.toFieldError(
              error.getKeyword(), at, error.getProperty(), limit, keywordSchema);
      if (mapped != null && !result.contains(mapped)) {
        result.add(mapped);
      }
    }
    typeFailures.forEach(
        (path, types) ->
            result.add(
                SchemaErrors.typeError(
                    path, typeFailureValues.get(path), String.join(",", types))));
    return result;
  }

  /** The schema object holding the failing keyword, from a location like {@code #/a/b/minimum}. */
  private JsonNode keywordSchema(String schemaLocation) {
    int hash = schemaLocation.indexOf('#');
    String pointer = hash < 0 ? "" : schemaLocation.substring(hash + 1);
    int lastSlash = pointer.lastIndexOf('/');
    String parent = lastSlash <= 0 ? "" : pointer.substring(0, lastSlash);
    try {
      return translated.at(JsonPointer.compile(parent));
    } catch (IllegalArgumentException e) {
      return Json.object();
    }
  }

  /** Walks an instance location through the object to tell array indexes from keys. */
  private static SchemaErrors.Location location(NodePath path, JsonNode object) {
    StringBuilder fieldPath = new StringBuilder();
    JsonNode node = object;
    for (int i = 0; i < path.getNameCount(); i++) {
      String name = String.valueOf(path.getElement(i));
      if (node != null && node.isArray() && name.chars().allMatch(Character::isDigit)) {
        fieldPath.append('[').append(name).append(']');
        node = node.get(Integer.parseInt(name));
      } else {
        fieldPath.append(fieldPath.isEmpty() ? "" : ".").append(name);
        node = node == null ? null : node.get(name);
      }
    }
    return new SchemaErrors.Location(fieldPath.toString(), node);
  }
}
