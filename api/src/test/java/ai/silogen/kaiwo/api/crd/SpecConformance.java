package ai.silogen.kaiwo.api.crd;

import ai.silogen.kaiwo.api.crd.SpecTables.Field;
import ai.silogen.kaiwo.api.crd.SpecTables.Section;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * Compares the type sections of an API reference with a CRD schema: starting at the kind's section
 * and the CRD's root, every documented field of every section reachable through field types must be
 * in the schema with the documented default and validation markers, and the schema must have no
 * default or marker the reference does not document. CEL rules are not compared: the references
 * render none.
 */
final class SpecConformance {

  /**
   * One difference between reference and CRD at {@code type.field}; {@code check} is {@code field},
   * {@code default}, {@code required}, {@code values} or a marker such as {@code Minimum}; {@code
   * documented} and {@code actual} are {@code "none"} when absent.
   */
  record Finding(String type, String field, String check, String documented, String actual) {
    @Override
    public String toString() {
      return type + "." + field + " " + check + ": documented " + documented + ", CRD " + actual;
    }
  }

  /** What one comparison found, how many documented fields it checked, in which sections. */
  record Result(List<Finding> findings, int checkedFields, Set<String> sections) {}

  /** The fields every kind has, served by the API server rather than the CRD schema. */
  private static final Set<String> OBJECT_FIELDS = Set.of("apiVersion", "kind", "metadata");

  /** Validation markers of crd-ref-docs and how to read each from a schema node. */
  private static final Map<String, Function<JSONSchemaProps, Object>> MARKERS = markers();

  private final Map<String, Section> sections;
  private final Map<String, Finding> findings = new LinkedHashMap<>();
  private final Set<String> visited = new LinkedHashSet<>();
  private int checkedFields;

  private SpecConformance(Map<String, Section> sections) {
    this.sections = sections;
  }

  /** Compares the section of {@code kind} and every section it reaches with {@code root}. */
  static Result compare(Map<String, Section> sections, String kind, JSONSchemaProps root) {
    SpecConformance conformance = new SpecConformance(sections);
    conformance.visit(kind, root, true);
    return new Result(
        List.copyOf(conformance.findings.values()),
        conformance.checkedFields,
        Set.copyOf(conformance.visited));
  }

  private void visit(String type, JSONSchemaProps schema, boolean root) {
    Section section = sections.get(type);
    if (section == null || schema == null) {
      return;
    }
    visited.add(type);
    for (Field field : section.fields()) {
      if (root && OBJECT_FIELDS.contains(field.name())) {
        continue;
      }
      checkedFields++;
      JSONSchemaProps property =
          schema.getProperties() == null ? null : schema.getProperties().get(field.name());
      if (property == null) {
        report(type, field, "field", "present", "none");
        continue;
      }
      checkDefault(type, field, property);
      checkMarkers(type, field, property);
      checkTyped(type, field, property);
      checkRequired(type, field, schema);
      if (field.typeRef() != null) {
        Section referenced = sections.get(field.typeRef());
        if (referenced != null && !referenced.values().isEmpty()) {
          checkValues(type, field, referenced.values(), property);
        }
        visit(field.typeRef(), elementOf(property), false);
      }
    }
    for (Section embedded : embeddedIn(section)) {
      visit(embedded.name(), schema, false);
    }
  }

  /**
   * Sections that appear in {@code section} without being a field's type: Go structs embedded
   * inline, whose fields are the section's own (e.g. CommonMetaSpec in KaiwoJobSpec).
   */
  private List<Section> embeddedIn(Section section) {
    Set<String> fieldTypes = new LinkedHashSet<>();
    section.fields().forEach(field -> fieldTypes.add(field.typeRef()));
    return sections.values().stream()
        .filter(s -> s.appearsIn().contains(section.name()) && !fieldTypes.contains(s.name()))
        .toList();
  }

  private void checkDefault(String type, Field field, JSONSchemaProps property) {
    JsonNode actual = property.getDefault();
    String documented = field.defaultText();
    if (documented.isEmpty() ? actual != null : !sameDefault(documented, actual)) {
      report(type, field, "default", orNone(documented), actual == null ? "none" : text(actual));
    }
  }

  /** Whether a rendered default ({@code 1}, {@code amd}, <code>{  }</code>) is {@code actual}. */
  static boolean sameDefault(String documented, JsonNode actual) {
    if (actual == null) {
      return false;
    }
    if (actual.isObject()) {
      return documented.replace(" ", "").equals("{}") && actual.isEmpty();
    }
    if (actual.isNumber()) {
      return sameNumber(documented, actual.decimalValue());
    }
    if (actual.isArray()) {
      return words(documented).equals(texts(actual));
    }
    return documented.equals(actual.asText());
  }

  /** A field documented with a linked type must not be free-form (any object stored). */
  private void checkTyped(String type, Field field, JSONSchemaProps property) {
    JSONSchemaProps element = elementOf(property);
    boolean freeForm =
        Boolean.TRUE.equals(element.getXKubernetesPreserveUnknownFields())
            && (element.getProperties() == null || element.getProperties().isEmpty());
    if (field.typeText().contains("](") && freeForm) {
      report(type, field, "schema", "typed", "free-form");
    }
  }

  private void checkMarkers(String type, Field field, JSONSchemaProps property) {
    for (var marker : MARKERS.entrySet()) {
      String documented = field.validation().get(marker.getKey());
      Object actual = constraint(property, marker.getValue());
      if (!sameMarker(documented, actual)) {
        report(type, field, marker.getKey(), orNone(documented), describe(actual));
      }
    }
  }

  private static boolean sameMarker(String documented, Object actual) {
    if (documented == null || actual == null) {
      return documented == null && actual == null;
    }
    if (actual instanceof Number number) {
      return sameNumber(documented, new BigDecimal(number.toString()));
    }
    if (actual instanceof List<?> values) {
      return new LinkedHashSet<>(words(documented)).equals(new LinkedHashSet<>(values));
    }
    return documented.equals(actual);
  }

  private void checkRequired(String type, Field field, JSONSchemaProps parent) {
    boolean required = parent.getRequired() != null && parent.getRequired().contains(field.name());
    boolean documentedRequired = field.validation().containsKey("Required");
    boolean documentedOptional = field.validation().containsKey("Optional");
    if (required != documentedRequired) {
      report(
          type,
          field,
          "required",
          documentedRequired ? "Required" : documentedOptional ? "Optional" : "none",
          required ? "required" : "optional");
    }
  }

  /** Every value of a documented string type must be one the field's enum accepts, if any. */
  private void checkValues(
      String type, Field field, List<String> values, JSONSchemaProps property) {
    Object accepted = constraint(property, MARKERS.get("Enum"));
    if (accepted instanceof List<?> enumValues && !enumValues.containsAll(values)) {
      List<String> refused = values.stream().filter(v -> !enumValues.contains(v)).toList();
      report(type, field, "values", "accepted " + values, "refuses " + refused);
    }
  }

  /** A marker of the field, or of its items: the reference renders item markers on the list. */
  private static Object constraint(
      JSONSchemaProps property, Function<JSONSchemaProps, Object> read) {
    Object value = read.apply(property);
    if (value == null && property.getItems() != null && property.getItems().getSchema() != null) {
      value = read.apply(property.getItems().getSchema());
    }
    return value;
  }

  private static JSONSchemaProps elementOf(JSONSchemaProps property) {
    if ("array".equals(property.getType()) && property.getItems() != null) {
      return property.getItems().getSchema();
    }
    return property;
  }

  private void report(String type, Field field, String check, String documented, String actual) {
    findings.putIfAbsent(
        type + "." + field.name() + " " + check,
        new Finding(type, field.name(), check, documented, actual));
  }

  private static Map<String, Function<JSONSchemaProps, Object>> markers() {
    Map<String, Function<JSONSchemaProps, Object>> markers = new LinkedHashMap<>();
    markers.put("Minimum", JSONSchemaProps::getMinimum);
    markers.put("Maximum", JSONSchemaProps::getMaximum);
    markers.put("Pattern", JSONSchemaProps::getPattern);
    markers.put("MinItems", JSONSchemaProps::getMinItems);
    markers.put("MaxItems", JSONSchemaProps::getMaxItems);
    markers.put("MinLength", JSONSchemaProps::getMinLength);
    markers.put("MaxLength", JSONSchemaProps::getMaxLength);
    markers.put("MinProperties", JSONSchemaProps::getMinProperties);
    markers.put("MaxProperties", JSONSchemaProps::getMaxProperties);
    // fabric8 reads an absent enum as an empty list.
    markers.put(
        "Enum",
        schema ->
            schema.getEnum() == null || schema.getEnum().isEmpty()
                ? null
                : texts(schema.getEnum()));
    return markers;
  }

  private static boolean sameNumber(String documented, BigDecimal actual) {
    try {
      return new BigDecimal(documented).compareTo(actual) == 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** {@code [a b]} (crd-ref-docs renders lists Go-style) as {@code [a, b]}. */
  private static List<String> words(String list) {
    String inner = list.strip();
    if (inner.startsWith("[") && inner.endsWith("]")) {
      inner = inner.substring(1, inner.length() - 1);
    }
    return inner.isBlank() ? List.of() : List.of(inner.trim().split("\\s+"));
  }

  private static List<String> texts(Iterable<JsonNode> nodes) {
    List<String> texts = new ArrayList<>();
    nodes.forEach(node -> texts.add(node.asText()));
    return texts;
  }

  private static String describe(Object actual) {
    if (actual instanceof Double number && number == Math.rint(number)) {
      return BigDecimal.valueOf(number).toBigInteger().toString();
    }
    return Objects.toString(actual, "none");
  }

  private static String text(JsonNode node) {
    return node.isTextual() ? node.textValue() : node.toString();
  }

  private static String orNone(String text) {
    return text == null || text.isEmpty() ? "none" : text;
  }
}
