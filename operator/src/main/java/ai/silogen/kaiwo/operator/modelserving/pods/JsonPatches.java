package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.modelserving.config.JsonPatchOperation;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.zjsonpatch.JsonPatch;
import io.fabric8.zjsonpatch.JsonPatchException;
import java.util.List;

/** Applies {@code modelServerPods.jsonPatches} (RFC 6902) to a model pod. */
public final class JsonPatches {

  private JsonPatches() {}

  /**
   * {@code pod} with {@code operations} applied, in order.
   *
   * @throws InvalidModelException {@link Reason#InvalidJsonPatch} when an operation does not apply
   *     (e.g. a missing path), naming the operation
   */
  public static Pod apply(Pod pod, List<JsonPatchOperation> operations)
      throws InvalidModelException {
    if (operations.isEmpty()) {
      return pod;
    }
    JsonNode patch = ApiSerialization.toTree(operations);
    try {
      JsonNode patched = JsonPatch.apply(patch, ApiSerialization.toTree(pod));
      return ApiSerialization.convert(patched, Pod.class);
    } catch (JsonPatchException | IllegalArgumentException e) {
      throw new InvalidModelException(
          Reason.InvalidJsonPatch,
          "modelServerPods.jsonPatches of the system config do not apply to the pod: "
              + e.getMessage());
    }
  }
}
