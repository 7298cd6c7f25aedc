package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperKinds;
import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayKinds;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnerReferences;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;

/**
 * Kueue's pod integration (how Kaiwo queues Deployments): a pod that names a queue is created with
 * the {@code kueue.x-k8s.io/admission} scheduling gate and admitted on its own, as a Workload with
 * one pod set {@code main} of one pod. Pods of jobs Kueue already manages through their parent
 * (Jobs, RayClusters, AppWrappers) are left alone.
 *
 * <p>Simplification: pod groups ({@code kueue.x-k8s.io/pod-group-name}) are not supported.
 */
public final class PodIntegration implements JobIntegration {

  @Override
  public Kind kind() {
    return Kind.POD;
  }

  @Override
  public boolean isManaged(JsonNode pod) {
    if (!JobIntegration.super.isManaged(pod)
        || Json.label(pod, AppWrapperKinds.APP_WRAPPER_LABEL) != null) {
      return false;
    }
    return OwnerReferences.controllerOf(pod)
        .map(ref -> !isParentManaged(ref.path("apiVersion").asText(), ref.path("kind").asText()))
        .orElse(true);
  }

  private static boolean isParentManaged(String apiVersion, String kind) {
    return Kind.JOB.isKindOf(apiVersion, kind) || RayKinds.RAY_CLUSTER.isKindOf(apiVersion, kind);
  }

  @Override
  public void holdForAdmission(ObjectNode pod) {
    Json.child(Json.child(pod, "metadata"), "labels").put(KueueLabels.MANAGED, "true");
    ObjectNode spec = Json.child(pod, "spec");
    if (!isHeld(pod)) {
      JsonNode gates = spec.path("schedulingGates");
      ArrayNode list = gates.isArray() ? (ArrayNode) gates : spec.putArray("schedulingGates");
      list.addObject().put("name", KueueLabels.ADMISSION_GATE);
    }
  }

  @Override
  public boolean isHeld(JsonNode pod) {
    for (JsonNode gate : pod.path("spec").path("schedulingGates")) {
      if (KueueLabels.ADMISSION_GATE.equals(gate.path("name").asText())) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Optional<ObjectNode> holdPatch(JsonNode pod) {
    // Scheduling gates can only be removed after creation, never added.
    return Optional.empty();
  }

  @Override
  public List<PodSet> podSets(JsonNode pod) {
    ObjectNode template = Json.object();
    ObjectNode metadata = template.putObject("metadata");
    Json.copyIfSet(pod.path("metadata"), metadata, "labels");
    Json.copyIfSet(pod.path("metadata"), metadata, "annotations");
    Json.copyIfSet(pod, template, "spec");
    return List.of(new PodSet("main", 1, template));
  }

  @Override
  public Optional<Finish> finished(JsonNode pod) {
    return switch (pod.path("status").path("phase").asText()) {
      case "Succeeded" -> Optional.of(new Finish(true, "Pod succeeded"));
      case "Failed" -> Optional.of(new Finish(false, "Pod failed"));
      default -> Optional.empty();
    };
  }

  @Override
  public ObjectNode releasePatch(JsonNode pod, List<PodSetInfo> infos) {
    JsonNode current = pod.path("spec");
    ObjectNode spec = Json.object();
    Json.copyIfSet(current, spec, "nodeSelector");
    Json.copyIfSet(current, spec, "tolerations");
    infos.getFirst().applyToPodSpec(spec);
    ArrayNode remaining = Json.array();
    for (JsonNode gate : current.path("schedulingGates")) {
      if (!KueueLabels.ADMISSION_GATE.equals(gate.path("name").asText())) {
        remaining.add(gate.deepCopy());
      }
    }
    // A JSON merge patch deletes a field set to null.
    spec.set("schedulingGates", remaining.isEmpty() ? NullNode.getInstance() : remaining);
    ObjectNode patch = Json.object();
    patch.set("spec", spec);
    return patch;
  }
}
