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

/**
 * Evaluates the {@code x-kubernetes-validations} rules of a CRD schema against an object, the way
 * the API server does on create: every rule runs with {@code self} bound to the value at its schema
 * node; rules that read {@code oldSelf} (transition rules) are skipped, and nodes whose value is
 * absent are not visited. Test helper, not a full CEL-for-Kubernetes implementation.
 */
final class CelRules {

  private static final Cel CEL =
      CelFactory.standardCelBuilder()
          .setStandardMacros(CelStandardMacro.STANDARD_MACROS)
          .addVar("self", SimpleType.DYN)
          .addVar("oldSelf", SimpleType.DYN)
          .build();

  /** Compiled programs by rule text: compiling is far slower than evaluating. */
  private static final Map<String, CelRuntime.Program> PROGRAMS = new ConcurrentHashMap<>();

  private CelRules() {}

  /** Compiles a rule; throws with the parser's message when it is not valid CEL. */
  static CelAbstractSyntaxTree compile(String rule) throws CelValidationException {
    return CEL.compile(rule).getAst();
  }

  /** Messages of the rules the object violates, in schema order. */
  static List<String> violations(JSONSchemaProps schema, JsonNode object) {
    List<String> messages = new ArrayList<>();
    visit(schema, object, messages);
    return messages;
  }

  private static void visit(JSONSchemaProps schema, JsonNode value, List<String> messages) {
    if (schema == null || value == null || value.isNull()) {
      return;
    }
    if (schema.getXKubernetesValidations() != null) {
      for (ValidationRule rule : schema.getXKubernetesValidations()) {
        if (!rule.getRule().contains("oldSelf") && !holds(rule.getRule(), value)) {
          messages.add(rule.getMessage());
        }
      }
    }
    if (value.isObject() && schema.getProperties() != null) {
      schema.getProperties().forEach((name, child) -> visit(child, value.get(name), messages));
    } else if (value.isArray() && schema.getItems() != null) {
      value.forEach(item -> visit(schema.getItems().getSchema(), item, messages));
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
