package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * KubeRay's RayService life cycle, with Serve simulated: the service gets a RayCluster (tracked in
 * {@code pendingServiceStatus} until its pods are ready, then in {@code activeServiceStatus}); once
 * it is ready every application of {@code serveConfigV2} is {@code RUNNING} and the {@code Ready}
 * condition is true, unless the {@value
 * ai.silogen.kaiwo.sandbox.controlplane.kubelet.RunPlan#EXIT_CODE} annotation makes them {@code
 * DEPLOY_FAILED}.
 *
 * <p>Simplifications: no Serve or head services, no zero-downtime upgrades (a changed cluster spec
 * is not rolled out), no health checking after deployment.
 */
public final class RayServiceStatuses {

  /**
   * The outcome of one step.
   *
   * @param status the RayService's desired {@code status}
   * @param action what to do to its cluster
   */
  public record Step(ObjectNode status, ClusterAction action) {}

  private RayServiceStatuses() {}

  /** The name of the service's cluster, active or pending, if it has one. */
  public static Optional<String> clusterName(JsonNode rayService) {
    JsonNode status = rayService.path("status");
    for (String field : List.of("activeServiceStatus", "pendingServiceStatus")) {
      String name = status.path(field).path("rayClusterName").asText("");
      if (!name.isEmpty()) {
        return Optional.of(name);
      }
    }
    return Optional.empty();
  }

  /**
   * @param cluster the service's RayCluster, if it exists
   * @param newClusterName the name to give a cluster created now
   */
  public static Step next(
      JsonNode rayService, Optional<JsonNode> cluster, String newClusterName, Instant now) {
    JsonNode stored = rayService.path("status");
    ObjectNode status = Json.object();
    status.put("observedGeneration", rayService.path("metadata").path("generation").asLong(0));
    JsonNode conditions = stored.path("conditions");
    if (rayService.path("spec").path("suspend").asBoolean(false)) {
      status.set("conditions", notReady("Suspended", "RayService is suspended", conditions, now));
      return new Step(
          status,
          cluster
              .<ClusterAction>map(c -> new ClusterAction.Delete(Json.name(c)))
              .orElse(ClusterAction.NONE));
    }
    if (!rayService.path("spec").path("rayClusterConfig").isObject()) {
      status.set(
          "conditions",
          notReady("ValidationFailed", "spec.rayClusterConfig is required", conditions, now));
      return new Step(status, ClusterAction.NONE);
    }
    if (cluster.isEmpty() || !RayClusterStatuses.isReady(cluster.get())) {
      String name = clusterName(rayService).orElse(newClusterName);
      status.putObject("pendingServiceStatus").put("rayClusterName", name);
      status.set(
          "conditions", notReady("Initializing", "RayService is initializing", conditions, now));
      return new Step(
          status, cluster.isEmpty() ? new ClusterAction.Create(name) : ClusterAction.NONE);
    }
    ObjectNode active = status.putObject("activeServiceStatus");
    active.put("rayClusterName", Json.name(cluster.get()));
    Json.setIfPresent(active, "rayClusterStatus", cluster.get().path("status"));
    List<String> applications;
    SimulatedRun run;
    try {
      applications =
          ServeConfig.applicationNames(rayService.path("spec").path("serveConfigV2").asText(""));
      run = SimulatedRun.from(Duration.ZERO, rayService, headTemplate(rayService));
    } catch (IllegalArgumentException e) {
      status.set("conditions", notReady("ValidationFailed", e.getMessage(), conditions, now));
      return new Step(status, ClusterAction.NONE);
    }
    ObjectNode statuses = active.putObject("applicationStatuses");
    for (String application : applications) {
      ObjectNode app = statuses.putObject(application);
      if (run.fails()) {
        app.put("status", "DEPLOY_FAILED");
        app.put(
            "message",
            "Deploying application " + application + " failed with exit code " + run.exitCode());
      } else {
        app.put("status", "RUNNING");
      }
    }
    if (run.fails()) {
      status.put("numServeEndpoints", 0);
      status.set(
          "conditions",
          notReady(
              "ZeroServeEndpoints", "Number of serve endpoints dropped to 0", conditions, now));
    } else {
      status.put("serviceStatus", "Running");
      status.put("numServeEndpoints", serveEndpoints(rayService, cluster.get()));
      status.set(
          "conditions",
          Condition.isTrue(
                  "Ready", "NonZeroServeEndpoints", "Number of serve endpoints is greater than 0")
              .mergeInto(conditions, now));
    }
    return new Step(status, ClusterAction.NONE);
  }

  /** Ready pods that serve traffic: the workers, plus the head unless it is excluded. */
  private static int serveEndpoints(JsonNode rayService, JsonNode cluster) {
    int workers = cluster.path("status").path("readyWorkerReplicas").asInt(0);
    boolean excludeHead =
        rayService.path("spec").path("excludeHeadPodFromServeSvc").asBoolean(false);
    return workers + (excludeHead ? 0 : 1);
  }

  private static com.fasterxml.jackson.databind.node.ArrayNode notReady(
      String reason, String message, JsonNode conditions, Instant now) {
    return Condition.isFalse("Ready", reason, message).mergeInto(conditions, now);
  }

  private static JsonNode headTemplate(JsonNode rayService) {
    return rayService.path("spec").path("rayClusterConfig").path("headGroupSpec").path("template");
  }
}
