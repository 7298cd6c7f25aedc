package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One invalid field, rendered exactly like {@code k8s.io/apimachinery/pkg/util/validation/field}
 * errors so that messages read like kube-apiserver's.
 *
 * @param field field path such as {@code spec.files[0].path}, {@code "<nil>"} for the root
 * @param type error type (decides the cause reason and the message prefix)
 * @param value the offending value ({@code null} when the type prints no value)
 * @param detail text after the value, may be empty
 */
public record FieldError(String field, Type type, Object value, String detail) {

  /** Path used by kube-apiserver for errors on the root object. */
  public static final String ROOT = "<nil>";

  /** Error types with their {@code StatusCause.reason} and message prefix. */
  public enum Type {
    REQUIRED("FieldValueRequired", "Required value", false),
    INVALID("FieldValueInvalid", "Invalid value", true),
    TYPE_INVALID("FieldValueTypeInvalid", "Invalid value", true),
    NOT_SUPPORTED("FieldValueNotSupported", "Unsupported value", true),
    DUPLICATE("FieldValueDuplicate", "Duplicate value", true),
    TOO_LONG("FieldValueTooLong", "Too long", false),
    TOO_MANY("FieldValueTooMany", "Too many", true),
    FORBIDDEN("FieldValueForbidden", "Forbidden", false);

    private final String reason;
    private final String label;
    private final boolean showsValue;

    Type(String reason, String label, boolean showsValue) {
      this.reason = reason;
      this.label = label;
      this.showsValue = showsValue;
    }

    public String reason() {
      return reason;
    }
  }

  public static FieldError required(String field, String detail) {
    return new FieldError(field, Type.REQUIRED, null, detail);
  }

  public static FieldError invalid(String field, Object value, String detail) {
    return new FieldError(field, Type.INVALID, value, detail);
  }

  public static FieldError notSupported(String field, Object value, List<?> supported) {
    String values = supported.stream().map(FieldError::quote).collect(Collectors.joining(", "));
    return new FieldError(field, Type.NOT_SUPPORTED, value, "supported values: " + values);
  }

  public static FieldError tooLong(String field, long max) {
    return new FieldError(field, Type.TOO_LONG, null, "may not be more than " + max + " bytes");
  }

  public static FieldError tooMany(String field, long actual, long max) {
    return new FieldError(field, Type.TOO_MANY, actual, "must have at most " + max + " items");
  }

  /** The cause message: everything after {@code "<field>: "}. */
  public String body() {
    StringBuilder text = new StringBuilder(type.label);
    if (type.showsValue && value != null) {
      text.append(": ").append(render(value));
    }
    if (detail != null && !detail.isEmpty()) {
      text.append(": ").append(detail);
    }
    return text.toString();
  }

  /** The full error, e.g. {@code spec.gpus: Invalid value: -1: ...}. */
  @Override
  public String toString() {
    return field + ": " + body();
  }

  /** Renders a value the way Go's {@code %v}/{@code %q} does for the common JSON types. */
  public static String render(Object value) {
    if (value instanceof JsonNode node) {
      if (node.isTextual()) {
        return quote(node.asText());
      }
      return node.isNull() ? "null" : node.toString();
    }
    if (value instanceof String s) {
      return quote(s);
    }
    return String.valueOf(value);
  }

  private static String quote(Object value) {
    if (value instanceof JsonNode node && !node.isTextual()) {
      return node.toString();
    }
    String text = value instanceof JsonNode node ? node.asText() : String.valueOf(value);
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
