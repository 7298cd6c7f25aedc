package ai.silogen.kaiwo.sandbox.patch;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.zjsonpatch.JsonPatch;
import io.fabric8.zjsonpatch.JsonPatchException;

/** Applies a PATCH body according to its content type, as kube-apiserver does. */
public final class Patches {

  /** Why a patch could not be applied, with the HTTP status kube-apiserver answers. */
  public static final class PatchException extends Exception {
    private final int code;

    PatchException(int code, String message) {
      super(message);
      this.code = code;
    }

    public int code() {
      return code;
    }
  }

  private Patches() {}

  /**
   * Applies {@code body} to {@code target}.
   *
   * @param contentType the request's Content-Type
   * @param target the current object (not modified)
   * @param body the patch document
   * @param strategicAllowed whether the kind supports strategic merge patch (built-in kinds)
   * @return the patched object
   * @throws PatchException 415 for unsupported patch types, 400/422 for bad patches
   */
  public static JsonNode apply(
      String contentType, JsonNode target, String body, boolean strategicAllowed)
      throws PatchException {
    String type = contentType == null ? "" : contentType.split(";")[0].trim();
    JsonNode patch;
    try {
      patch = Json.parse(body);
    } catch (IllegalArgumentException e) {
      throw new PatchException(400, "error decoding patch: " + e.getMessage());
    }
    switch (type) {
      case "application/json-patch+json" -> {
        try {
          return JsonPatch.apply(patch, target);
        } catch (JsonPatchException | IllegalArgumentException e) {
          throw new PatchException(
              422,
              "the server rejected our request due to an error in our"
                  + " request: "
                  + e.getMessage());
        }
      }
      case "application/merge-patch+json" -> {
        return JsonMergePatch.apply(target, patch);
      }
      case "application/strategic-merge-patch+json" -> {
        if (!strategicAllowed) {
          throw new PatchException(
              415,
              "the body of the request was in an unknown format -"
                  + " accepted media types include: application/json-patch+json,"
                  + " application/merge-patch+json (strategic merge patch is not supported for custom"
                  + " resources)");
        }
        return StrategicMergePatch.apply(target, patch);
      }
      default ->
          throw new PatchException(
              415,
              "the body of the request was in an unknown format -"
                  + " accepted media types include: application/json-patch+json,"
                  + " application/merge-patch+json, application/strategic-merge-patch+json"
                  + " (server-side apply is not supported by the sandbox)");
    }
  }
}
