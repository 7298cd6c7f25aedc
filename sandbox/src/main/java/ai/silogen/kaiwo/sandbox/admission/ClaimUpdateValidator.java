package ai.silogen.kaiwo.sandbox.admission;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;

/**
 * kube-apiserver's {@code ValidatePersistentVolumeClaimUpdate}, for the cases Kaiwo meets: a
 * claim's spec is immutable except {@code resources.requests} (and {@code
 * volumeAttributesClassName}) of a bound claim, {@code volumeName} and a missing {@code
 * storageClassName} may be set once (binding, default class), and the requested storage can grow
 * but never shrink. Messages are the API server's. The StorageClass's {@code allowVolumeExpansion}
 * (checked by the PersistentVolumeClaimResize admission plugin, a 403) is not checked here: the
 * sandbox's own class allows expansion.
 */
final class ClaimUpdateValidator {

  private static final String IMMUTABLE =
      "spec is immutable after creation except resources.requests and volumeAttributesClassName"
          + " for bound claims";

  private ClaimUpdateValidator() {}

  static void validate(JsonNode object, JsonNode old, List<FieldError> errors) {
    if (old == null || !old.path("spec").isObject()) {
      return;
    }
    Quantity before = storage(old);
    Quantity after = storage(object);
    boolean bound = "Bound".equals(old.path("status").path("phase").asText());
    ObjectNode oldSpec = comparable(old.path("spec"), old.path("spec"));
    ObjectNode newSpec = comparable(object.path("spec"), old.path("spec"));
    boolean resized = before != null && after != null && !before.equals(after);
    if (!oldSpec.equals(newSpec) || (resized && !bound)) {
      errors.add(new FieldError("spec", FieldError.Type.FORBIDDEN, null, IMMUTABLE));
      return;
    }
    if (resized && after.getNumericalAmount().compareTo(before.getNumericalAmount()) < 0) {
      errors.add(
          new FieldError(
              "spec.resources.requests.storage",
              FieldError.Type.FORBIDDEN,
              null,
              "field can not be less than previous value"));
    }
  }

  /** The spec without what may change: requests, and fields set once that were unset. */
  private static ObjectNode comparable(JsonNode spec, JsonNode oldSpec) {
    ObjectNode copy = spec.isObject() ? ((ObjectNode) spec).deepCopy() : new ObjectNode(null);
    if (copy.get("resources") instanceof ObjectNode resources) {
      resources.remove("requests");
      if (resources.isEmpty()) {
        copy.remove("resources");
      }
    }
    copy.remove("volumeAttributesClassName");
    for (String setOnce : List.of("volumeName", "storageClassName")) {
      if (oldSpec.path(setOnce).asText("").isEmpty()) {
        copy.remove(setOnce);
      }
    }
    return copy;
  }

  private static Quantity storage(JsonNode claim) {
    JsonNode value = claim.path("spec").path("resources").path("requests").path("storage");
    return value.isMissingNode() || value.isNull() ? null : new Quantity(value.asText());
  }
}
