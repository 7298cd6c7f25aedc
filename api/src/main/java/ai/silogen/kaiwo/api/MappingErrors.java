package ai.silogen.kaiwo.api;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * Turns Jackson's mapping errors into what a user can act on: the field path in the document
 * ({@code spec.template.spec.terminationGracePeriodSeconds}) and what was wrong ({@code expected an
 * integer, got string "30s"}), instead of Jackson's Java type names.
 */
public final class MappingErrors {

  private MappingErrors() {}

  /** The first mapping error with a path in the cause chain of {@code error}. */
  public static Optional<JsonMappingException> find(Throwable error) {
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      if (cause instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
        return Optional.of(mapping);
      }
    }
    return Optional.empty();
  }

  /** The dotted path of the field the error is about, e.g. {@code spec.containers[0].name}. */
  public static String path(JsonMappingException error) {
    StringBuilder path = new StringBuilder();
    for (JsonMappingException.Reference reference : error.getPath()) {
      if (reference.getFieldName() != null) {
        path.append(path.isEmpty() ? "" : ".").append(reference.getFieldName());
      } else if (reference.getIndex() >= 0) {
        path.append('[').append(reference.getIndex()).append(']');
      }
    }
    return path.toString();
  }

  /**
   * What was wrong with the value: {@code expected an integer, got string "30s"} when the offending
   * value is found in {@code source} (the tree that was being read), else Jackson's own first line.
   */
  public static String problem(JsonMappingException error, JsonNode source) {
    JsonNode value = at(source, error);
    if (error instanceof MismatchedInputException mismatch
        && mismatch.getTargetType() != null
        && value != null
        && !value.isMissingNode()) {
      return "expected " + expectation(mismatch.getTargetType()) + ", got " + describe(value);
    }
    return firstLine(error.getOriginalMessage());
  }

  private static JsonNode at(JsonNode source, JsonMappingException error) {
    if (source == null) {
      return null;
    }
    JsonNode node = source;
    for (JsonMappingException.Reference reference : error.getPath()) {
      node =
          reference.getFieldName() != null
              ? node.path(reference.getFieldName())
              : node.path(reference.getIndex());
    }
    return node;
  }

  private static String expectation(Class<?> type) {
    if (type == Integer.class
        || type == int.class
        || type == Long.class
        || type == long.class
        || type == Short.class
        || type == short.class
        || type == BigInteger.class) {
      return "an integer";
    }
    if (type == Double.class
        || type == double.class
        || type == Float.class
        || type == float.class
        || type == BigDecimal.class) {
      return "a number";
    }
    if (type == Boolean.class || type == boolean.class) {
      return "a boolean (true or false)";
    }
    if (type == String.class) {
      return "a string";
    }
    if (type == IntOrString.class) {
      return "an integer or a string";
    }
    if (type == Quantity.class) {
      return "a quantity (e.g. 500m, 2Gi)";
    }
    if (type.isArray() || Collection.class.isAssignableFrom(type)) {
      return "a list";
    }
    return Map.class.isAssignableFrom(type) || !type.getName().startsWith("java.")
        ? "an object"
        : type.getSimpleName();
  }

  private static String describe(JsonNode value) {
    if (value.isTextual()) {
      return "string " + value;
    }
    if (value.isNumber()) {
      return "number " + value;
    }
    if (value.isBoolean()) {
      return "boolean " + value;
    }
    if (value.isArray()) {
      return "a list";
    }
    return value.isObject() ? "an object" : "null";
  }

  /** The first line of {@code message} (Jackson appends source locations on later lines). */
  public static String firstLine(String message) {
    if (message == null) {
      return "invalid value";
    }
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
