package ai.silogen.kaiwo.sandbox.admission;

import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Everything admission needs for one CRD version's {@code openAPIV3Schema}, compiled once: the
 * JSON-schema validator and the CEL rules. Compilations are shared by every sandbox in the JVM
 * (keyed by schema text) so that starting many sandboxes stays fast.
 */
public final class CompiledSchema {

  private static final Map<String, CompiledSchema> CACHE = new ConcurrentHashMap<>();
  private static final String NOT_CHECKED =
      "some validation rules were not checked because the object was invalid; correct the"
          + " existing errors to complete validation";

  private final JsonNode schema;
  private final SchemaValidator validator;
  private final CelValidator cel;

  private CompiledSchema(JsonNode schema, SchemaValidator validator, CelRules rules) {
    this.schema = schema;
    this.validator = validator;
    this.cel = new CelValidator(rules);
  }

  /** Thrown when a schema or one of its rules cannot be compiled. */
  public static final class InvalidSchemaException extends RuntimeException {
    private final transient List<FieldError> errors;

    InvalidSchemaException(List<FieldError> errors) {
      super(errors.toString());
      this.errors = errors;
    }

    public List<FieldError> errors() {
      return errors;
    }
  }

  /**
   * Compiles (or reuses) the schema.
   *
   * @throws InvalidSchemaException when a CEL rule or the schema does not compile
   */
  public static CompiledSchema of(JsonNode openApiV3Schema) {
    String key = openApiV3Schema.toString();
    CompiledSchema cached = CACHE.get(key);
    if (cached != null) {
      return cached;
    }
    JsonNode schema = openApiV3Schema.deepCopy();
    List<FieldError> errors = new ArrayList<>();
    CelRules rules = CelRules.compile(schema, errors);
    if (!errors.isEmpty()) {
      throw new InvalidSchemaException(errors);
    }
    SchemaValidator validator;
    try {
      validator = SchemaValidator.compile(schema);
    } catch (RuntimeException e) {
      throw new InvalidSchemaException(
          List.of(FieldError.invalid("openAPIV3Schema", "object", e.getMessage())));
    }
    CompiledSchema compiled = new CompiledSchema(schema, validator, rules);
    CACHE.putIfAbsent(key, compiled);
    return compiled;
  }

  public JsonNode schema() {
    return schema;
  }

  /** Applies defaults and prunes unknown fields; returns the paths of the pruned fields. */
  public List<String> defaultAndPrune(ObjectNode object) {
    CrdDefaulter.apply(schema, object);
    return SchemaPruner.pruneRoot(schema, object);
  }

  /**
   * Schema, list-type and CEL validation. CEL rules are skipped when the object already has errors
   * that make evaluation unsafe (missing required fields, wrong types, unsupported enum values),
   * like kube-apiserver does.
   */
  public List<FieldError> validate(ObjectNode object, ObjectNode old) {
    List<FieldError> errors = new ArrayList<>(validator.validate(object));
    ListTypeValidator.validate(schema, object, "", errors);
    boolean blocking =
        errors.stream()
            .anyMatch(
                e ->
                    e.type() == FieldError.Type.REQUIRED
                        || e.type() == FieldError.Type.TYPE_INVALID
                        || e.type() == FieldError.Type.NOT_SUPPORTED);
    if (blocking) {
      errors.add(FieldError.invalid(FieldError.ROOT, "null", NOT_CHECKED));
    } else {
      cel.validate(schema, object, old, errors);
    }
    return errors;
  }
}
