package ai.silogen.kaiwo.sandbox.admission;

import ai.silogen.kaiwo.sandbox.crd.CustomResourceType.CrdVersion;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Admission as kube-apiserver runs it, in order: the mutating plugins (webhook stand-ins), then for
 * custom resources structural defaulting, pruning of unknown fields (or rejecting them under strict
 * field validation), OpenAPI schema validation and CEL rules; object-meta validation for every
 * kind, selector and resource checks of the built-in workload kinds ({@link
 * BuiltInWorkloadValidator}), and schema compilation checks for CustomResourceDefinitions
 * themselves.
 */
public final class AdmissionChain {

  /** How unknown fields of custom resources are treated ({@code fieldValidation} parameter). */
  public enum FieldValidation {
    IGNORE,
    WARN,
    STRICT;

    /** Parses the query parameter; kube-apiserver's default is {@code Warn}. */
    public static FieldValidation parse(String value) {
      if (value == null) {
        return WARN;
      }
      return switch (value.toLowerCase()) {
        case "strict" -> STRICT;
        case "ignore" -> IGNORE;
        default -> WARN;
      };
    }
  }

  /**
   * What admission decided.
   *
   * @param errors field errors (422 when non-empty)
   * @param unknownFields unknown fields rejected under strict validation (400 when non-empty)
   * @param warnings {@code Warning} header texts
   */
  public record Outcome(
      List<FieldError> errors, List<String> unknownFields, List<String> warnings) {
    public boolean rejected() {
      return !errors.isEmpty() || !unknownFields.isEmpty();
    }
  }

  private final List<AdmissionPlugin> plugins;

  public AdmissionChain(List<AdmissionPlugin> plugins) {
    this.plugins = List.copyOf(plugins);
  }

  /**
   * Admits a write; mutates {@code object} (defaults, pruning, plugin changes).
   *
   * @param operation create or update
   * @param resource the resource type
   * @param crd the CRD version for custom resources, else {@code null}
   * @param object the object to be stored
   * @param old the stored object on update, else {@code null}
   * @param mode field validation mode
   * @param mainResource false for status writes (plugins run on the main resource only)
   */
  public Outcome admit(
      AdmissionPlugin.Operation operation,
      ApiResource resource,
      CrdVersion crd,
      ObjectNode object,
      ObjectNode old,
      FieldValidation mode,
      boolean mainResource) {
    if (mainResource) {
      for (AdmissionPlugin plugin : plugins) {
        plugin.admit(operation, resource.group(), resource.plural(), object, old);
      }
    }
    List<FieldError> errors = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    ObjectMetaValidator.validate(resource.plural(), object.path("metadata"), errors);
    if (mainResource && crd == null) {
      BuiltInWorkloadValidator.validate(resource.group(), resource.plural(), object, errors);
      if (resource.group().isEmpty() && resource.plural().equals("persistentvolumeclaims")) {
        ClaimUpdateValidator.validate(object, old, errors);
      }
    }
    if (resource.group().equals("apiextensions.k8s.io")) {
      validateCrdSchemas(object, errors);
    }
    CompiledSchema schema = crd == null ? null : crd.compiled();
    if (schema != null) {
      List<String> pruned = schema.defaultAndPrune(object);
      if (mode == FieldValidation.STRICT && !pruned.isEmpty()) {
        unknown.addAll(pruned);
      } else if (mode == FieldValidation.WARN) {
        pruned.forEach(field -> warnings.add("unknown field \"" + field + "\""));
      }
      errors.addAll(schema.validate(object, old));
    }
    return new Outcome(errors, unknown, warnings);
  }

  private static void validateCrdSchemas(JsonNode crd, List<FieldError> errors) {
    JsonNode versions = crd.path("spec").path("versions");
    for (int i = 0; i < versions.size(); i++) {
      JsonNode schema = versions.get(i).path("schema").get("openAPIV3Schema");
      if (schema == null) {
        continue;
      }
      try {
        CompiledSchema.of(schema);
      } catch (CompiledSchema.InvalidSchemaException e) {
        String prefix = "spec.versions[" + i + "].schema.";
        for (FieldError error : e.errors()) {
          errors.add(
              new FieldError(prefix + error.field(), error.type(), error.value(), error.detail()));
        }
      }
    }
  }
}
