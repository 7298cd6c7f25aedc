package ai.silogen.kaiwo.api.crd;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cel.bundle.Cel;
import dev.cel.bundle.CelFactory;
import dev.cel.common.CelAbstractSyntaxTree;
import dev.cel.common.CelValidationException;
import dev.cel.common.types.SimpleType;
import dev.cel.parser.CelStandardMacro;
import dev.cel.runtime.CelEvaluationException;
import dev.cel.runtime.CelRuntime;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import io.fabric8.kubernetes.api.model.apiextensions.v1.ValidationRule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Checks an object against a CRD schema the way the API server does on create, for the keywords our
 * CRDs use: {@code required}, {@code enum}, {@code pattern}, {@code minimum}, {@code maxLength},
 * {@code maxItems}, {@code maxProperties} and the {@code x-kubernetes-validations} CEL rules
 * ({@code self} bound to the value at the rule's node; rules reading {@code oldSelf} are transition
 * rules and skipped on create). Absent values are not visited; defaults are not filled in, but a
 * required field with a default counts as present. A test helper, not a complete OpenAPI validator.
 */
final class SchemaCheck {

  private static final Cel CEL =
      CelFactory.standardCelBuilder()
          .setStandardMacros(CelStandardMacro.STANDARD_MACROS)
          .addVar("self", SimpleType.DYN)
          .addVar("oldSelf", SimpleType.DYN)
          .build();

  /** Compiled programs by rule text: compiling is far slower than evaluating. */
  private static final Map<String, CelRuntime.Program> PROGRAMS = new ConcurrentHashMap<>();

  private SchemaCheck() {}

  /** Compiles a rule; throws with the parser's message when it is not valid CEL. */
  static CelAbstractSyntaxTree compile(String rule) throws CelValidationException {
    return CEL.compile(rule).getAst();
  }

  /** Messages of the rules the object violates, in schema order. */
  static List<String> violations(JSONSchemaProps schema, JsonNode object) {
    List<String> messages = new ArrayList<>();
    visit("", schema, object, messages);
    return messages;
  }

  private static void visit(
      String path, JSONSchemaProps schema, JsonNode value, List<String> messages) {
    if (schema == null || value == null || value.isNull()) {
      return;
    }
    checkKeywords(path, schema, value, messages);
    if (schema.getXKubernetesValidations() != null) {
      for (ValidationRule rule : schema.getXKubernetesValidations()) {
        if (!rule.getRule().contains("oldSelf") && !holds(rule.getRule(), value)) {
          messages.add(rule.getMessage());
        }
      }
    }
    if (value.isObject() && schema.getProperties() != null) {
      schema
          .getProperties()
          .forEach((name, child) -> visit(path + "." + name, child, value.get(name), messages));
    } else if (value.isArray() && schema.getItems() != null) {
      for (int i = 0; i < value.size(); i++) {
        visit(path + "[" + i + "]", schema.getItems().getSchema(), value.get(i), messages);
      }
    }
  }

  private static void checkKeywords(
      String path, JSONSchemaProps schema, JsonNode value, List<String> messages) {
    if (schema.getRequired() != null) {
      // The API server defaults before it validates: a required field with a default is present.
      schema.getRequired().stream()
          .filter(
              field -> !value.has(field) && schema.getProperties().get(field).getDefault() == null)
          .forEach(field -> messages.add(path + "." + field + ": Required value"));
    }
    // fabric8 reads an absent enum as an empty list.
    if (schema.getEnum() != null
        && !schema.getEnum().isEmpty()
        && !schema.getEnum().contains(value)) {
      messages.add(path + ": Unsupported value " + value + ", expected one of " + schema.getEnum());
    }
    if (schema.getPattern() != null
        && value.isTextual()
        && !Pattern.compile(schema.getPattern()).matcher(value.asText()).find()) {
      messages.add(path + ": " + value + " does not match " + schema.getPattern());
    }
    if (schema.getMinimum() != null
        && value.isNumber()
        && value.doubleValue() < schema.getMinimum()) {
      messages.add(path + ": " + value + " is below the minimum " + schema.getMinimum());
    }
    if (schema.getMaximum() != null
        && value.isNumber()
        && value.doubleValue() > schema.getMaximum()) {
      messages.add(path + ": " + value + " is above the maximum " + schema.getMaximum());
    }
    if (schema.getMaxLength() != null
        && value.isTextual()
        && value.asText().length() > schema.getMaxLength()) {
      messages.add(path + ": longer than " + schema.getMaxLength());
    }
    if (schema.getMaxItems() != null && value.isArray() && value.size() > schema.getMaxItems()) {
      messages.add(path + ": more than " + schema.getMaxItems() + " items");
    }
    if (schema.getMaxProperties() != null && value.size() > schema.getMaxProperties()) {
      messages.add(path + ": more than " + schema.getMaxProperties() + " properties");
    }
  }

  private static boolean holds(String rule, JsonNode self) {
    try {
      return Boolean.TRUE.equals(program(rule).eval(Map.of("self", toCel(self))));
    } catch (CelEvaluationException e) {
      throw new IllegalStateException("cannot evaluate " + rule + ": " + e.getMessage(), e);
    }
  }

  private static CelRuntime.Program program(String rule) {
    return PROGRAMS.computeIfAbsent(
        rule,
        text -> {
          try {
            return CEL.createProgram(compile(text));
          } catch (CelValidationException | CelEvaluationException e) {
            throw new IllegalStateException("cannot compile " + text + ": " + e.getMessage(), e);
          }
        });
  }

  /** Plain Java values as CEL expects them: maps, lists, Long for integers. */
  private static Object toCel(JsonNode node) {
    if (node.isObject()) {
      Map<String, Object> map = new LinkedHashMap<>();
      node.fields().forEachRemaining(e -> map.put(e.getKey(), toCel(e.getValue())));
      return map;
    }
    if (node.isArray()) {
      List<Object> list = new ArrayList<>();
      node.forEach(item -> list.add(toCel(item)));
      return list;
    }
    if (node.isIntegralNumber()) {
      return node.longValue();
    }
    if (node.isNumber()) {
      return node.doubleValue();
    }
    if (node.isBoolean()) {
      return node.booleanValue();
    }
    return node.asText();
  }
}
