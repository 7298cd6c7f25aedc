package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperComponents;
import ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperKinds;
import ai.silogen.kaiwo.sandbox.controlplane.appwrapper.PodSetPath;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * Kueue's integration for AppWrappers: one pod set per declared pod set of each component, named
 * {@code <appwrapper>-<n>}, with the pod template found at its {@code path}. On release, Kueue
 * writes each component's {@code podSetInfos}; the AppWrapper controller applies them when it
 * creates the wrapped objects.
 */
public final class AppWrapperIntegration extends SuspendableJobIntegration {

  @Override
  public Kind kind() {
    return AppWrapperKinds.APP_WRAPPER;
  }

  @Override
  public List<PodSet> podSets(JsonNode appWrapper) {
    List<PodSet> podSets = new ArrayList<>();
    for (JsonNode component : appWrapper.path("spec").path("components")) {
      for (JsonNode declared : AppWrapperComponents.declaredPodSets(component)) {
        String path = declared.path("path").asText();
        podSets.add(
            new PodSet(
                Json.name(appWrapper) + "-" + podSets.size(),
                declared.path("replicas").asInt(1),
                PodSetPath.resolve(component, path).deepCopy()));
      }
    }
    return podSets;
  }

  @Override
  public Optional<Finish> finished(JsonNode appWrapper) {
    return switch (appWrapper.path("status").path("phase").asText()) {
      case "Succeeded" -> Optional.of(new Finish(true, "AppWrapper finished successfully"));
      case "Failed" -> Optional.of(new Finish(false, "AppWrapper failed"));
      default -> Optional.empty();
    };
  }

  @Override
  public ObjectNode releasePatch(JsonNode appWrapper, List<PodSetInfo> infos) {
    ArrayNode components = (ArrayNode) appWrapper.path("spec").path("components").deepCopy();
    Iterator<PodSetInfo> next = infos.iterator();
    for (JsonNode component : components) {
      ArrayNode podSetInfos = ((ObjectNode) component).putArray("podSetInfos");
      for (int i = 0;
          i < AppWrapperComponents.declaredPodSets(component).size() && next.hasNext();
          i++) {
        podSetInfos.add(toJson(next.next()));
      }
    }
    return unsuspendWith("components", components);
  }

  private static ObjectNode toJson(PodSetInfo info) {
    ObjectNode node = Json.object();
    if (!info.nodeSelector().isEmpty()) {
      ObjectNode selector = node.putObject("nodeSelector");
      info.nodeSelector().forEach(selector::put);
    }
    if (!info.tolerations().isEmpty()) {
      ArrayNode tolerations = node.putArray("tolerations");
      info.tolerations().forEach(t -> tolerations.add(t.deepCopy()));
    }
    return node;
  }
}
