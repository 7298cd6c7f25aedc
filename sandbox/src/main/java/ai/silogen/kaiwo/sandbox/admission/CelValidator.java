package ai.silogen.kaiwo.sandbox.admission;

import ai.silogen.kaiwo.sandbox.admission.CelRules.Rule;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cel.runtime.CelEvaluationException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates {@code x-kubernetes-validations} over an object like kube-apiserver: each rule sees the
 * node it is declared on as {@code self}; transition rules (those using {@code oldSelf}) run only
 * on update and only where the old object has a correlated value (same property, same map key, same
 * {@code map}-list key; items of atomic lists do not correlate).
 */
final class CelValidator {

  private final CelRules rules;

  CelValidator(CelRules rules) {
    this.rules = rules;
  }

  /** Validates {@code object}; {@code old} is the stored object on update, else {@code null}. */
  void validate(JsonNode schema, JsonNode object, JsonNode old, List<FieldError> errors) {
    if (!rules.isEmpty()) {
      walk(schema, object, old, "", true, errors);
    }
  }

  private void walk(
      JsonNode schema,
      JsonNode value,
      JsonNode old,
      String path,
      boolean root,
      List<FieldError> errors) {
    if (schema == null || value == null || value.isNull()) {
      return;
    }
    List<Rule> here = rules.on(schema);
    if (!here.isEmpty()) {
      Object self = CelValues.of(value, schema, root);
      Object oldSelf = old == null || old.isNull() ? null : CelValues.of(old, schema, root);
      for (Rule rule : here) {
        if (rule.transition() && oldSelf == null) {
          continue;
        }
        FieldError error = evaluate(rule, schema, self, oldSelf, path);
        if (error != null) {
          errors.add(error);
        }
      }
    }
    if (value.isObject()) {
      JsonNode additional = Schemas.additionalProperties(schema);
      value
          .properties()
          .forEach(
              field -> {
                if (root && field.getKey().equals("metadata")) {
                  return;
                }
                JsonNode property = Schemas.property(schema, field.getKey());
                JsonNode childSchema = property != null ? property : additional;
                JsonNode oldChild = old == null ? null : old.get(field.getKey());
                walk(
                    childSchema,
                    field.getValue(),
                    oldChild,
                    Schemas.child(path, field.getKey()),
                    false,
                    errors);
              });
    } else if (value.isArray()) {
      JsonNode items = Schemas.items(schema);
      boolean correlates = Schemas.listType(schema).equals("map") && old != null && old.isArray();
      List<String> keys = correlates ? Schemas.listMapKeys(schema) : List.of();
      for (int i = 0; i < value.size(); i++) {
        JsonNode item = value.get(i);
        JsonNode oldItem = correlates ? findByKeys(old, item, keys) : null;
        walk(items, item, oldItem, Schemas.index(path, i), false, errors);
      }
    }
  }

  private static JsonNode findByKeys(JsonNode oldList, JsonNode item, List<String> keys) {
    for (JsonNode candidate : oldList) {
      if (keys.stream().allMatch(k -> item.path(k).equals(candidate.path(k)))) {
        return candidate;
      }
    }
    return null;
  }

  private static FieldError evaluate(
      Rule rule, JsonNode schema, Object self, Object oldSelf, String path) {
    Map<String, Object> vars = new HashMap<>();
    vars.put("self", self);
    if (oldSelf != null) {
      vars.put("oldSelf", oldSelf);
    }
    String fieldPath = errorPath(path, rule.fieldPath());
    try {
      Object result = rule.program().eval(vars);
      if (Boolean.TRUE.equals(result)) {
        return null;
      }
      return failure(rule, schema, fieldPath, message(rule, vars));
    } catch (CelEvaluationException | RuntimeException e) {
      return FieldError.invalid(
          fieldPath,
          typeOf(schema),
          "rule evaluation error: " + rule.expression() + ": " + e.getMessage());
    }
  }

  private static String message(Rule rule, Map<String, Object> vars) {
    if (rule.messageProgram() != null) {
      try {
        Object message = rule.messageProgram().eval(vars);
        if (message instanceof String text && !text.isBlank()) {
          return text;
        }
      } catch (CelEvaluationException | RuntimeException e) {
        // kube-apiserver falls back to the static message when messageExpression fails
      }
    }
    return rule.message() != null ? rule.message() : "failed rule: " + rule.expression();
  }

  private static FieldError failure(Rule rule, JsonNode schema, String path, String message) {
    String reason = rule.reason() == null ? "FieldValueInvalid" : rule.reason();
    return switch (reason) {
      case "FieldValueForbidden" -> new FieldError(path, FieldError.Type.FORBIDDEN, null, message);
      case "FieldValueRequired" -> FieldError.required(path, message);
      case "FieldValueDuplicate" ->
          new FieldError(path, FieldError.Type.DUPLICATE, typeOf(schema), message);
      default -> FieldError.invalid(path, typeOf(schema), message);
    };
  }

  /** kube-apiserver reports the schema type as the "value" of a failed rule. */
  private static String typeOf(JsonNode schema) {
    return Schemas.type(schema);
  }

  private static String errorPath(String path, String fieldPath) {
    String combined = path;
    if (fieldPath != null && !fieldPath.isBlank()) {
      String relative = fieldPath.startsWith(".") ? fieldPath.substring(1) : fieldPath;
      combined = path.isEmpty() ? relative : path + "." + relative;
    }
    return combined.isEmpty() ? FieldError.ROOT : combined;
  }
}
