package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayClusterPods.Group;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.ResourceAmounts;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.PodStates;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * A RayCluster's {@code status}, computed from its pods the way KubeRay reports it: {@code state:
 * ready} once the head and every desired worker are running and ready, worker counts, the summed
 * resource requests, the head pod, and the {@code HeadPodReady} and {@code RayClusterProvisioned}
 * conditions.
 */
public final class RayClusterStatuses {

  /** The {@code state} of a cluster whose pods are all running and ready. */
  public static final String READY = "ready";

  private static final List<String> GPU_RESOURCES = List.of("nvidia.com/gpu", "amd.com/gpu");

  private RayClusterStatuses() {}

  /** Whether a RayCluster reports all its pods ready. */
  public static boolean isReady(JsonNode rayCluster) {
    return READY.equals(rayCluster.path("status").path("state").asText());
  }

  /**
   * @param pods the pods controlled by the cluster
   * @param now the time for condition transitions
   */
  public static ObjectNode of(JsonNode rayCluster, List<? extends JsonNode> pods, Instant now) {
    JsonNode stored = rayCluster.path("status");
    List<Group> groups = RayClusterPods.groups(rayCluster);
    List<? extends JsonNode> live = pods.stream().filter(p -> !Json.isDeleting(p)).toList();
    JsonNode head =
        live.stream()
            .filter(p -> RayLabels.HEAD_GROUP.equals(Json.label(p, RayLabels.GROUP)))
            .findFirst()
            .orElse(null);
    List<? extends JsonNode> workers = live.stream().filter(p -> p != head).toList();
    int desiredWorkers = groups.stream().filter(g -> !g.head()).mapToInt(Group::replicas).sum();
    int readyWorkers = (int) workers.stream().filter(PodStates::isReady).count();
    boolean headReady = head != null && PodStates.isReady(head);
    boolean allReady = headReady && readyWorkers >= desiredWorkers;

    ObjectNode status = Json.object();
    String state = stored.path("state").asText("");
    if (rayCluster.path("spec").path("suspend").asBoolean(false)) {
      state = "suspended";
    } else if (allReady) {
      state = READY;
    }
    if (!state.isEmpty()) {
      status.put("state", state);
    }
    status.put("readyWorkerReplicas", readyWorkers);
    status.put(
        "availableWorkerReplicas",
        (int) workers.stream().filter(p -> "Running".equals(PodStates.phase(p))).count());
    status.put("desiredWorkerReplicas", desiredWorkers);
    status.put("minWorkerReplicas", sumOver(rayCluster, "minReplicas"));
    status.put("maxWorkerReplicas", sumOver(rayCluster, "maxReplicas"));
    ResourceAmounts requests =
        groups.stream().map(Group::requests).reduce(ResourceAmounts.NONE, ResourceAmounts::plus);
    status.put("desiredCPU", ResourceAmounts.format("cpu", requests.get("cpu")));
    status.put("desiredMemory", ResourceAmounts.format("memory", requests.get("memory")));
    BigDecimal gpus =
        GPU_RESOURCES.stream().map(requests::get).reduce(BigDecimal.ZERO, BigDecimal::add);
    status.put("desiredGPU", ResourceAmounts.format("gpu", gpus));
    status.set("head", headInfo(head));
    status.set("conditions", conditions(stored.path("conditions"), headReady, allReady, now));
    status.put("observedGeneration", rayCluster.path("metadata").path("generation").asLong(0));
    return status;
  }

  private static int sumOver(JsonNode rayCluster, String field) {
    int sum = 0;
    for (JsonNode group : rayCluster.path("spec").path("workerGroupSpecs")) {
      sum += group.path(field).asInt(0) * group.path("numOfHosts").asInt(1);
    }
    return sum;
  }

  private static ObjectNode headInfo(JsonNode head) {
    ObjectNode info = Json.object();
    if (head != null) {
      info.put("podName", Json.name(head));
      Json.copyIfSet(head.path("status"), info, "podIP");
    }
    return info;
  }

  private static ArrayNode conditions(
      JsonNode stored, boolean headReady, boolean allReady, Instant now) {
    Condition head =
        headReady
            ? Condition.isTrue("HeadPodReady", "HeadPodRunningAndReady", "")
            : Condition.isFalse("HeadPodReady", "HeadPodNotFound", "Head Pod is not ready");
    // Once provisioned, a cluster stays provisioned (KubeRay's AllPodRunningAndReadyFirstTime).
    Condition provisioned =
        allReady || Condition.holds(stored, "RayClusterProvisioned")
            ? Condition.isTrue(
                "RayClusterProvisioned",
                "AllPodRunningAndReadyFirstTime",
                "All Ray Pods are ready for the first time")
            : Condition.isFalse(
                "RayClusterProvisioned",
                "RayClusterPodsProvisioning",
                "RayCluster Pods are being provisioned for first time");
    return provisioned.mergeInto(head.mergeInto(stored, now), now);
  }
}
