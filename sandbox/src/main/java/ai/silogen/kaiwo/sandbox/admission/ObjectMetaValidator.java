package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Validates {@code metadata} the way kube-apiserver does for every kind: the name (DNS-1123
 * subdomain, or label for kinds that need one), and label keys and values.
 */
public final class ObjectMetaValidator {

  private static final String LABEL_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
  private static final String SUBDOMAIN_FMT = LABEL_FMT + "(\\." + LABEL_FMT + ")*";
  private static final Pattern SUBDOMAIN = Pattern.compile(SUBDOMAIN_FMT);
  private static final Pattern DNS_LABEL = Pattern.compile(LABEL_FMT);
  private static final String QUALIFIED_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
  private static final Pattern QUALIFIED = Pattern.compile(QUALIFIED_FMT);
  private static final String SUBDOMAIN_MESSAGE =
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or"
          + " '.', and must start and end with an alphanumeric character (e.g. 'example.com',"
          + " regex used for validation is '"
          + SUBDOMAIN_FMT
          + "')";
  private static final String LABEL_MESSAGE =
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and"
          + " must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc',"
          + " regex used for validation is '"
          + LABEL_FMT
          + "')";
  private static final String VALUE_MESSAGE =
      "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or"
          + " '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or"
          + " 'my_value',  or '12345', regex used for validation is '("
          + QUALIFIED_FMT
          + ")?')";
  private static final String NAME_PART_MESSAGE =
      "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end"
          + " with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex"
          + " used for validation is '"
          + QUALIFIED_FMT
          + "')";

  /** Kinds whose names must be DNS-1123 labels rather than subdomains. */
  private static final List<String> LABEL_NAMED = List.of("namespaces", "services");

  private ObjectMetaValidator() {}

  /** Validates name and labels of an object stored under {@code plural}. */
  public static void validate(String plural, JsonNode metadata, List<FieldError> errors) {
    String name = metadata.path("name").asText("");
    if (name.isEmpty()) {
      errors.add(FieldError.required("metadata.name", "name or generateName is required"));
    } else if (LABEL_NAMED.contains(plural)) {
      if (name.length() > 63) {
        errors.add(FieldError.invalid("metadata.name", name, "must be no more than 63 characters"));
      } else if (!DNS_LABEL.matcher(name).matches()) {
        errors.add(FieldError.invalid("metadata.name", name, LABEL_MESSAGE));
      }
    } else if (name.length() > 253) {
      errors.add(FieldError.invalid("metadata.name", name, "must be no more than 253 characters"));
    } else if (!SUBDOMAIN.matcher(name).matches()) {
      errors.add(FieldError.invalid("metadata.name", name, SUBDOMAIN_MESSAGE));
    }
    validateLabels(metadata.path("labels"), errors);
  }

  private static void validateLabels(JsonNode labels, List<FieldError> errors) {
    if (!labels.isObject()) {
      return;
    }
    for (Map.Entry<String, JsonNode> label : labels.properties()) {
      validateLabelKey(label.getKey(), errors);
      String value = label.getValue().asText("");
      if (value.length() > 63) {
        errors.add(
            FieldError.invalid("metadata.labels", value, "must be no more than 63 characters"));
      } else if (!value.isEmpty() && !QUALIFIED.matcher(value).matches()) {
        errors.add(FieldError.invalid("metadata.labels", value, VALUE_MESSAGE));
      }
    }
  }

  private static void validateLabelKey(String key, List<FieldError> errors) {
    int slash = key.indexOf('/');
    String name = slash < 0 ? key : key.substring(slash + 1);
    if (slash >= 0) {
      String prefix = key.substring(0, slash);
      if (prefix.length() > 253 || !SUBDOMAIN.matcher(prefix).matches()) {
        errors.add(FieldError.invalid("metadata.labels", key, "prefix part " + SUBDOMAIN_MESSAGE));
      }
    }
    if (name.isEmpty() || name.length() > 63) {
      errors.add(
          FieldError.invalid(
              "metadata.labels",
              key,
              "name part must be non-empty and no more than 63 characters"));
    } else if (!QUALIFIED.matcher(name).matches()) {
      errors.add(FieldError.invalid("metadata.labels", key, NAME_PART_MESSAGE));
    }
  }
}
