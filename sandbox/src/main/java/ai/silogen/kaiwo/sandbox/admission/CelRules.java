package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cel.common.CelOptions;
import dev.cel.common.CelValidationException;
import dev.cel.common.types.SimpleType;
import dev.cel.compiler.CelCompiler;
import dev.cel.compiler.CelCompilerFactory;
import dev.cel.extensions.CelExtensions;
import dev.cel.parser.CelStandardMacro;
import dev.cel.runtime.CelEvaluationException;
import dev.cel.runtime.CelRuntime;
import dev.cel.runtime.CelRuntimeFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The compiled {@code x-kubernetes-validations} rules of one schema, keyed by the schema node they
 * are declared on. Rules are compiled once (with the standard macros and the string, list, set,
 * math and regex extensions, {@code self}/{@code oldSelf} typed {@code dyn}) and reused for every
 * request.
 */
public final class CelRules {

  private static final CelOptions OPTIONS = CelOptions.current().build();
  private static final CelCompiler COMPILER =
      CelCompilerFactory.standardCelCompilerBuilder()
          .setOptions(OPTIONS)
          .setStandardMacros(CelStandardMacro.STANDARD_MACROS)
          .addVar("self", SimpleType.DYN)
          .addVar("oldSelf", SimpleType.DYN)
          .addLibraries(
              CelExtensions.strings(),
              CelExtensions.lists(),
              CelExtensions.sets(OPTIONS),
              CelExtensions.math(),
              CelExtensions.regex())
          .build();
  private static final CelRuntime RUNTIME =
      CelRuntimeFactory.standardCelRuntimeBuilder()
          .setOptions(OPTIONS)
          .addLibraries(
              CelExtensions.strings(),
              CelExtensions.lists(),
              CelExtensions.sets(OPTIONS),
              CelExtensions.math(),
              CelExtensions.regex())
          .build();
  private static final Pattern OLD_SELF = Pattern.compile("\\boldSelf\\b");

  /**
   * One validation rule.
   *
   * @param expression the CEL rule
   * @param program compiled rule
   * @param message static message, may be null
   * @param messageProgram compiled {@code messageExpression}, may be null
   * @param fieldPath optional {@code fieldPath} relative to the node
   * @param reason optional reason ({@code FieldValueInvalid}, {@code FieldValueForbidden}, ...)
   * @param transition whether the rule reads {@code oldSelf}
   */
  public record Rule(
      String expression,
      CelRuntime.Program program,
      String message,
      CelRuntime.Program messageProgram,
      String fieldPath,
      String reason,
      boolean transition) {}

  private final Map<JsonNode, List<Rule>> rulesBySchema;

  private CelRules(Map<JsonNode, List<Rule>> rulesBySchema) {
    this.rulesBySchema = rulesBySchema;
  }

  /**
   * Compiles every rule of a schema tree.
   *
   * @param schema the {@code openAPIV3Schema}
   * @param errors receives one error per rule that does not compile
   */
  public static CelRules compile(JsonNode schema, List<FieldError> errors) {
    Map<JsonNode, List<Rule>> rules = new IdentityHashMap<>();
    collect(schema, "openAPIV3Schema", rules, errors);
    return new CelRules(rules);
  }

  /** Rules declared on exactly this schema node. */
  public List<Rule> on(JsonNode schema) {
    return rulesBySchema.getOrDefault(schema, Collections.emptyList());
  }

  public boolean isEmpty() {
    return rulesBySchema.isEmpty();
  }

  private static void collect(
      JsonNode schema, String path, Map<JsonNode, List<Rule>> out, List<FieldError> errors) {
    if (schema == null || !schema.isObject()) {
      return;
    }
    JsonNode validations = schema.get(Schemas.VALIDATIONS);
    if (validations != null && validations.isArray()) {
      List<Rule> rules = new ArrayList<>();
      for (int i = 0; i < validations.size(); i++) {
        String rulePath = path + ".x-kubernetes-validations[" + i + "]";
        Rule rule = compileRule(validations.get(i), rulePath, errors);
        if (rule != null) {
          rules.add(rule);
        }
      }
      out.put(schema, rules);
    }
    schema
        .path("properties")
        .properties()
        .forEach(p -> collect(p.getValue(), path + ".properties[" + p.getKey() + "]", out, errors));
    collect(Schemas.items(schema), path + ".items", out, errors);
    collect(Schemas.additionalProperties(schema), path + ".additionalProperties", out, errors);
  }

  private static Rule compileRule(JsonNode validation, String path, List<FieldError> errors) {
    String expression = validation.path("rule").asText("");
    try {
      CelRuntime.Program program = RUNTIME.createProgram(COMPILER.compile(expression).getAst());
      CelRuntime.Program messageProgram = null;
      if (validation.hasNonNull("messageExpression")) {
        String messageExpression = validation.get("messageExpression").asText();
        messageProgram = RUNTIME.createProgram(COMPILER.compile(messageExpression).getAst());
      }
      return new Rule(
          expression,
          program,
          validation.path("message").asText(null),
          messageProgram,
          validation.path("fieldPath").asText(null),
          validation.path("reason").asText(null),
          OLD_SELF.matcher(expression).find());
    } catch (CelValidationException | CelEvaluationException e) {
      errors.add(
          FieldError.invalid(path + ".rule", expression, "compilation failed: " + e.getMessage()));
      return null;
    }
  }
}
