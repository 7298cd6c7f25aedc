package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/** Owner references as controllers write them. */
public final class OwnerReferences {

  private OwnerReferences() {}

  /** A controller owner reference to {@code owner} (with {@code blockOwnerDeletion}). */
  public static ObjectNode controllerRef(JsonNode owner) {
    ObjectNode ref = Json.object();
    ref.put("apiVersion", owner.path("apiVersion").asText());
    ref.put("kind", owner.path("kind").asText());
    ref.put("name", Json.name(owner));
    ref.put("uid", Json.uid(owner));
    ref.put("controller", true);
    ref.put("blockOwnerDeletion", true);
    return ref;
  }

  /** Sets {@code owner} as the only owner of {@code object}. */
  public static void setController(ObjectNode object, JsonNode owner) {
    ArrayNode refs = Json.child(object, "metadata").putArray("ownerReferences");
    refs.add(controllerRef(owner));
  }

  /** The controller owner reference of {@code object}, if it has one. */
  public static Optional<JsonNode> controllerOf(JsonNode object) {
    for (JsonNode ref : object.path("metadata").path("ownerReferences")) {
      if (ref.path("controller").asBoolean(false)) {
        return Optional.of(ref);
      }
    }
    return Optional.empty();
  }

  /** Whether {@code object} is controlled by the object with {@code uid}. */
  public static boolean isControlledBy(JsonNode object, String uid) {
    return controllerOf(object).map(ref -> uid.equals(ref.path("uid").asText())).orElse(false);
  }
}
