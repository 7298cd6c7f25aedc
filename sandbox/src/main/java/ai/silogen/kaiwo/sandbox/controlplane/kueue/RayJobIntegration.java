package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayKinds;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Kueue's integration for KubeRay RayJobs: a {@code head} pod set of one pod and one pod set per
 * worker group ({@code replicas × numOfHosts} pods). The submitter pod is not counted.
 */
public final class RayJobIntegration extends SuspendableJobIntegration {

  @Override
  public Kind kind() {
    return RayKinds.RAY_JOB;
  }

  @Override
  public List<PodSet> podSets(JsonNode rayJob) {
    JsonNode cluster = rayJob.path("spec").path("rayClusterSpec");
    List<PodSet> podSets = new ArrayList<>();
    podSets.add(new PodSet("head", 1, template(cluster.path("headGroupSpec"))));
    for (JsonNode group : cluster.path("workerGroupSpecs")) {
      podSets.add(
          new PodSet(group.path("groupName").asText(), workerCount(group), template(group)));
    }
    return podSets;
  }

  /** Pods of a worker group: its replicas (minReplicas when unset), times hosts per replica. */
  static int workerCount(JsonNode group) {
    int replicas = group.path("replicas").asInt(group.path("minReplicas").asInt(0));
    return replicas * group.path("numOfHosts").asInt(1);
  }

  @Override
  public Optional<Finish> finished(JsonNode rayJob) {
    JsonNode status = rayJob.path("status");
    return switch (status.path("jobDeploymentStatus").asText()) {
      case "Complete" -> Optional.of(new Finish(true, "Job finished successfully"));
      case "Failed", "ValidationFailed" ->
          Optional.of(new Finish(false, status.path("message").asText("Job failed")));
      default -> Optional.empty();
    };
  }

  @Override
  public ObjectNode releasePatch(JsonNode rayJob, List<PodSetInfo> infos) {
    ObjectNode cluster =
        Json.requireObject(rayJob.path("spec"), "rayClusterSpec", "spec.rayClusterSpec");
    for (PodSetInfo info : infos) {
      if (info.name().equals("head")) {
        applyToTemplate(info, cluster.path("headGroupSpec"));
      }
      for (JsonNode group : cluster.path("workerGroupSpecs")) {
        if (info.name().equals(group.path("groupName").asText())) {
          applyToTemplate(info, group);
        }
      }
    }
    return unsuspendWith("rayClusterSpec", cluster);
  }

  private static void applyToTemplate(PodSetInfo info, JsonNode group) {
    if (group.path("template") instanceof ObjectNode template) {
      info.applyTo(template);
    }
  }

  private static ObjectNode template(JsonNode group) {
    return group.path("template") instanceof ObjectNode template
        ? template.deepCopy()
        : Json.object();
  }
}
