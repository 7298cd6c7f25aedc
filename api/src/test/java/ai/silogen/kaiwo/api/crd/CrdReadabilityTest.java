package ai.silogen.kaiwo.api.crd;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.ServedKinds;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every value a served CRD's schema lets the API server store must be readable by the Java type the
 * operator's informers deserialise it into: one unreadable object fails the informer's LIST and
 * stops the operator (decisions 0031 and 0037). This walks each schema with its Java types and
 * names every node where the two disagree.
 */
class CrdReadabilityTest {

  private static final Set<Class<?>> INTEGERS = Set.of(Integer.class, int.class);
  private static final Set<Class<?>> LONGS = Set.of(Long.class, long.class);
  private static final Set<Class<?>> NUMBERS =
      Set.of(Double.class, double.class, Float.class, float.class, Number.class);

  @Test
  void everyValueTheSchemasAllowIsReadableByTheJavaTypes() {
    List<String> unreadable = new ArrayList<>();
    for (var kind : ServedKinds.ALL) {
      SchemaWalk.walk(
          GeneratedCrds.forKind(kind),
          kind,
          (path, schema, type) -> {
            String problem = problem(schema, type);
            if (problem != null) {
              unreadable.add(kind.getSimpleName() + path + ": " + problem);
            }
          });
    }
    assertThat(unreadable).isEmpty();
  }

  @Test
  void theQuantityPatternAdmitsWhatFabric8ReadsAndRefusesTheEmptyString() {
    for (String accepted : List.of("1", "500m", "2Gi", "1.5", "+3", "1e3", ".5", "128974848")) {
      assertThat(accepted).matches(QuantityPatterns.PATTERN);
      assertThat(ApiSerialization.read('"' + accepted + '"', Quantity.class)).isNotNull();
    }
    for (String refused : List.of("", "abc", "2 Gi", "1.5.5", "Infinity")) {
      assertThat(refused).doesNotMatch(QuantityPatterns.PATTERN);
    }
  }

  private static String problem(JSONSchemaProps schema, JavaType type) {
    Class<?> raw = type.getRawClass();
    if (raw == Object.class || JsonNode.class.isAssignableFrom(raw)) {
      return null;
    }
    if (Boolean.TRUE.equals(schema.getXKubernetesPreserveUnknownFields())
        && (schema.getProperties() == null || schema.getProperties().isEmpty())) {
      return Map.class.isAssignableFrom(raw) && type.getContentType().getRawClass() == Object.class
          ? null
          : "free-form in the schema but read as " + raw.getSimpleName();
    }
    if (Boolean.TRUE.equals(schema.getXKubernetesIntOrString())) {
      if (raw == IntOrString.class || raw == String.class) {
        return null;
      }
      return raw == Quantity.class && QuantityPatterns.PATTERN.equals(schema.getPattern())
          ? null
          : "int-or-string in the schema but read as " + raw.getSimpleName();
    }
    String schemaType = schema.getType();
    if (schemaType == null) {
      return "no type in the schema";
    }
    return switch (schemaType) {
      case "string" ->
          raw == String.class || (raw.isEnum() && schema.getEnum() != null)
              ? null
              : "any string in the schema but read as " + raw.getSimpleName();
      case "integer" ->
          (INTEGERS.contains(raw)
                      && schema.getMaximum() != null
                      && schema.getMaximum() <= Integer.MAX_VALUE
                      && schema.getMinimum() != null
                      && schema.getMinimum() >= Integer.MIN_VALUE)
                  || LONGS.contains(raw)
              ? null
              : "integer of the schema's range read as " + raw.getSimpleName();
      case "number" -> NUMBERS.contains(raw) ? null : "number read as " + raw.getSimpleName();
      case "boolean" ->
          raw == Boolean.class || raw == boolean.class
              ? null
              : "boolean read as " + raw.getSimpleName();
      case "array" ->
          type.isCollectionLikeType() || type.isArrayType()
              ? null
              : "array read as " + raw.getSimpleName();
      case "object" ->
          type.isMapLikeType()
                  || !type.isContainerType()
                      && !raw.isPrimitive()
                      && !raw.getName().startsWith("java.lang")
              ? null
              : "object read as " + raw.getSimpleName();
      default -> "unknown schema type " + schemaType;
    };
  }
}
