package ai.silogen.kaiwo.sandbox.admission;

import ai.silogen.kaiwo.api.LabelSelectors;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Two checks kube-apiserver makes on built-in kinds that the mock server does not, each of which
 * let a bad object run in the sandbox and look fine: a controller's selector must match its pod
 * template's labels (else a Deployment's ReplicaSet creates pods without end, counting none as its
 * own), and a container may not request more than its limit (nor, for extended resources such as
 * GPUs, anything but its limit). Errors have kube-apiserver's paths and wording.
 */
final class BuiltInWorkloadValidator {

  /** Labels kube-apiserver adds to a Job's template when it generates the Job's selector. */
  private static final List<String> GENERATED_JOB_LABELS =
      List.of("batch.kubernetes.io/job-name", "job-name");

  private BuiltInWorkloadValidator() {}

  static void validate(String group, String plural, JsonNode object, List<FieldError> errors) {
    JsonNode spec = object.path("spec");
    switch (group + "/" + plural) {
      case "/pods" -> podSpec("spec", spec, errors);
      case "apps/deployments", "apps/replicasets", "apps/statefulsets", "apps/daemonsets" -> {
        selectorMatchesTemplate(spec, Map.of(), errors);
        podSpec("spec.template.spec", spec.path("template").path("spec"), errors);
      }
      case "batch/jobs" -> {
        Map<String, String> generated =
            spec.path("manualSelector").asBoolean(false)
                ? Map.of()
                : GENERATED_JOB_LABELS.stream()
                    .collect(
                        Collectors.toMap(
                            key -> key, key -> object.path("metadata").path("name").asText()));
        selectorMatchesTemplate(spec, generated, errors);
        podSpec("spec.template.spec", spec.path("template").path("spec"), errors);
      }
      default -> {}
    }
  }

  /**
   * {@code ValidatePodTemplateSpecForReplicaSet} and its Job counterpart.
   *
   * @param added labels the API server adds to the template before this check
   */
  private static void selectorMatchesTemplate(
      JsonNode spec, Map<String, String> added, List<FieldError> errors) {
    JsonNode selector = spec.path("selector");
    boolean empty =
        selector.path("matchLabels").isEmpty() && selector.path("matchExpressions").isEmpty();
    if (!selector.isObject() || empty) {
      return;
    }
    Map<String, String> labels = new TreeMap<>(added);
    spec.path("template")
        .path("metadata")
        .path("labels")
        .properties()
        .forEach(label -> labels.put(label.getKey(), label.getValue().asText()));
    boolean matches;
    try {
      matches = LabelSelectors.matches(selector, labels);
    } catch (IllegalArgumentException e) {
      errors.add(FieldError.invalid("spec.selector", new GoMap(Map.of()), e.getMessage()));
      return;
    }
    if (!matches) {
      TreeMap<String, String> templateLabels = new TreeMap<>(labels);
      added.keySet().forEach(templateLabels::remove);
      errors.add(
          FieldError.invalid(
              "spec.template.metadata.labels",
              new GoMap(templateLabels),
              "`selector` does not match template `labels`"));
    }
  }

  private static void podSpec(String path, JsonNode podSpec, List<FieldError> errors) {
    for (String list : List.of("initContainers", "containers")) {
      JsonNode containers = podSpec.path(list);
      for (int i = 0; i < containers.size(); i++) {
        resources(
            path + "." + list + "[" + i + "].resources",
            containers.get(i).path("resources"),
            errors);
      }
    }
  }

  /** {@code ValidateResourceRequirements}: requests against limits. */
  private static void resources(String path, JsonNode resources, List<FieldError> errors) {
    JsonNode limits = resources.path("limits");
    resources
        .path("requests")
        .properties()
        .forEach(
            request -> {
              JsonNode limit = limits.path(request.getKey());
              if (limit.isMissingNode() || limit.isNull()) {
                return;
              }
              BigDecimal requested = amount(request.getValue());
              BigDecimal limited = amount(limit);
              if (requested == null || limited == null) {
                return;
              }
              String name = request.getKey();
              int order = requested.compareTo(limited);
              if (order != 0 && !overcommitAllowed(name)) {
                errors.add(
                    FieldError.invalid(
                        path + ".requests",
                        request.getValue().asText(),
                        "must be equal to " + name + " limit of " + limit.asText()));
              } else if (order > 0) {
                errors.add(
                    FieldError.invalid(
                        path + ".requests",
                        request.getValue().asText(),
                        "must be less than or equal to " + name + " limit of " + limit.asText()));
              }
            });
  }

  /** Native resources other than huge pages may be overcommitted; extended ones (GPUs) not. */
  private static boolean overcommitAllowed(String resource) {
    boolean nativeResource = !resource.contains("/") || resource.contains("kubernetes.io/");
    return nativeResource && !resource.startsWith("hugepages-");
  }

  private static BigDecimal amount(JsonNode quantity) {
    try {
      return Quantity.getAmountInBytes(new Quantity(quantity.asText()));
    } catch (IllegalArgumentException | ArithmeticException e) {
      return null; // a malformed quantity is not this check's to report
    }
  }

  /** Renders like Go's {@code %#v} of a {@code map[string]string}, as kube-apiserver shows it. */
  private record GoMap(Map<String, String> entries) {
    @Override
    public String toString() {
      return new TreeMap<>(entries)
          .entrySet().stream()
              .map(e -> FieldError.render(e.getKey()) + ":" + FieldError.render(e.getValue()))
              .collect(Collectors.joining(", ", "map[string]string{", "}"));
    }
  }
}
