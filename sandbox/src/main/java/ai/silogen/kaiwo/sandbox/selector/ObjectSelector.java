package ai.silogen.kaiwo.sandbox.selector;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The label and field selectors of one list or watch request.
 *
 * @param labels label selector
 * @param fields field selector
 */
public record ObjectSelector(LabelSelector labels, FieldSelector fields) {

  /**
   * Parses the {@code labelSelector} and {@code fieldSelector} query parameters.
   *
   * @throws IllegalArgumentException on syntax errors
   */
  public static ObjectSelector parse(String labelSelector, String fieldSelector) {
    return new ObjectSelector(
        LabelSelector.parse(labelSelector), FieldSelector.parse(fieldSelector));
  }

  public boolean isEverything() {
    return labels.isEverything() && fields.isEverything();
  }

  public boolean matches(StoredObject object) {
    return labels.matches(object.labels()) && fields.matches(object);
  }

  public boolean matches(JsonNode object) {
    return labels.matches(Json.stringMap(object.path("metadata").get("labels")))
        && fields.matches(object);
  }
}
