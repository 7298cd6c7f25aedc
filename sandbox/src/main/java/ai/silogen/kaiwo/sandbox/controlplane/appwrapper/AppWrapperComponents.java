package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnerReferences;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The objects an AppWrapper deploys: each component's template, in the AppWrapper's namespace,
 * controlled by it, with the {@value AppWrapperKinds#APP_WRAPPER_LABEL} label on the object and on
 * each declared pod template, and with what Kueue assigned ({@code podSetInfos}: node selector,
 * tolerations, labels, annotations, scheduling gates) applied to the pod templates.
 */
public final class AppWrapperComponents {

  private AppWrapperComponents() {}

  /**
   * A component's declared pod sets. The API field is {@code podSets}; {@code declaredPodSets} (the
   * Go field name, which some documentation uses) is accepted too.
   */
  public static JsonNode declaredPodSets(JsonNode component) {
    return component.has("podSets") ? component.path("podSets") : component.path("declaredPodSets");
  }

  /** Pods the AppWrapper expects: the sum of its declared pod sets' replicas (default 1). */
  public static int expectedPods(JsonNode appWrapper) {
    int pods = 0;
    for (JsonNode component : appWrapper.path("spec").path("components")) {
      for (JsonNode podSet : declaredPodSets(component)) {
        pods += podSet.path("replicas").asInt(1);
      }
    }
    return pods;
  }

  /**
   * The objects to deploy, one per component, in order.
   *
   * @throws IllegalArgumentException naming the field when a component is malformed
   */
  public static List<ObjectNode> objects(JsonNode appWrapper) {
    List<ObjectNode> objects = new ArrayList<>();
    int index = 0;
    for (JsonNode component : appWrapper.path("spec").path("components")) {
      objects.add(object(appWrapper, component, "spec.components[" + index++ + "]"));
    }
    return objects;
  }

  private static ObjectNode object(JsonNode appWrapper, JsonNode component, String field) {
    ObjectNode wrapper = Json.object();
    wrapper.set("template", Json.requireObject(component, "template", field + ".template"));
    ObjectNode object = (ObjectNode) wrapper.get("template");
    for (String required : List.of("apiVersion", "kind")) {
      if (object.path(required).asText("").isEmpty()) {
        throw new IllegalArgumentException(field + ".template." + required + " is required");
      }
    }
    if (Json.name(object).isEmpty()) {
      throw new IllegalArgumentException(field + ".template.metadata.name is required");
    }
    ObjectNode metadata = Json.child(object, "metadata");
    metadata.put("namespace", Json.namespace(appWrapper));
    Json.child(metadata, "labels").put(AppWrapperKinds.APP_WRAPPER_LABEL, Json.name(appWrapper));
    OwnerReferences.setController(object, appWrapper);
    JsonNode podSets = declaredPodSets(component);
    for (int i = 0; i < podSets.size(); i++) {
      ObjectNode template = PodSetPath.resolve(wrapper, podSets.get(i).path("path").asText());
      ObjectNode templateMetadata = Json.child(template, "metadata");
      Json.child(templateMetadata, "labels")
          .put(AppWrapperKinds.APP_WRAPPER_LABEL, Json.name(appWrapper));
      applyPodSetInfo(template, component.path("podSetInfos").path(i));
    }
    return object;
  }

  /** Applies what Kueue assigned to one pod set; an absent info changes nothing. */
  private static void applyPodSetInfo(ObjectNode template, JsonNode info) {
    ObjectNode metadata = Json.child(template, "metadata");
    ObjectNode spec = Json.child(template, "spec");
    putAll(Json.child(metadata, "labels"), info.path("labels"));
    putAll(Json.child(metadata, "annotations"), info.path("annotations"));
    if (info.path("nodeSelector").size() > 0) {
      putAll(Json.child(spec, "nodeSelector"), info.path("nodeSelector"));
    }
    appendAll(spec, "tolerations", info.path("tolerations"));
    appendAll(spec, "schedulingGates", info.path("schedulingGates"));
  }

  private static void putAll(ObjectNode target, JsonNode entries) {
    entries.properties().forEach(e -> target.set(e.getKey(), e.getValue().deepCopy()));
  }

  private static void appendAll(ObjectNode spec, String field, JsonNode items) {
    if (items.isEmpty()) {
      return;
    }
    ArrayNode target =
        spec.get(field) instanceof ArrayNode existing ? existing : spec.putArray(field);
    for (JsonNode item : items) {
      boolean present = false;
      for (JsonNode existing : target) {
        present |= existing.equals(item);
      }
      if (!present) {
        target.add(item.deepCopy());
      }
    }
  }
}
