package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * KubeRay's RayJob life cycle, driven by a simulated job run instead of a Ray dashboard: {@code
 * jobDeploymentStatus} goes Initializing (cluster being created) → Running → Complete or Failed (or
 * Suspending → Suspended), and {@code jobStatus} "" → PENDING → RUNNING → SUCCEEDED or FAILED. The
 * job starts once the cluster is ready and runs for its {@link SimulatedRun}; afterwards the
 * cluster is deleted when {@code shutdownAfterJobFinishes} is set (after {@code
 * ttlSecondsAfterFinished}).
 *
 * <p>Simplifications: no submitter pod or Job, no retries ({@code backoffLimit}), no {@code
 * activeDeadlineSeconds}, no {@code clusterSelector} (existing clusters), no deletion policies
 * beyond {@code shutdownAfterJobFinishes}.
 */
public final class RayJobStateMachine {

  /**
   * The outcome of one step.
   *
   * @param status the RayJob's desired {@code status}
   * @param action what to do to its cluster
   * @param requeueAfter when to step again without any change, if at all
   */
  public record Step(ObjectNode status, ClusterAction action, Optional<Duration> requeueAfter) {}

  private RayJobStateMachine() {}

  /**
   * @param rayJob the RayJob
   * @param cluster its RayCluster (the one named in {@code status.rayClusterName}), if it exists
   * @param newClusterName the name to give a cluster created now
   * @param defaultRunTime how long jobs run unless annotated otherwise
   */
  public static Step next(
      JsonNode rayJob,
      Optional<JsonNode> cluster,
      String newClusterName,
      Duration defaultRunTime,
      Instant now) {
    JsonNode stored = rayJob.path("status");
    ObjectNode status = stored.isObject() ? ((ObjectNode) stored).deepCopy() : Json.object();
    cluster.ifPresent(c -> Json.setIfPresent(status, "rayClusterStatus", c.path("status")));
    String deployment = stored.path("jobDeploymentStatus").asText("");
    if (deployment.equals("Complete") || deployment.equals("Failed")) {
      return afterFinish(rayJob, status, cluster, now);
    }
    if (rayJob.path("spec").path("suspend").asBoolean(false)) {
      return suspend(status, cluster);
    }
    SimulatedRun run;
    try {
      run = SimulatedRun.from(defaultRunTime, rayJob, headTemplate(rayJob));
    } catch (IllegalArgumentException e) {
      return new Step(
          failed(status, "ValidationFailed", e.getMessage(), now),
          ClusterAction.NONE,
          Optional.empty());
    }
    if (!rayJob.path("spec").path("rayClusterSpec").isObject()) {
      String message = "spec.rayClusterSpec is required (clusterSelector is not supported)";
      return new Step(
          failed(status, "ValidationFailed", message, now), ClusterAction.NONE, Optional.empty());
    }
    if (deployment.equals("Running")) {
      return running(status, run, now);
    }
    return initializing(status, cluster, newClusterName, now);
  }

  private static Step initializing(
      ObjectNode status, Optional<JsonNode> cluster, String newClusterName, Instant now) {
    if (!"Initializing".equals(status.path("jobDeploymentStatus").asText())) {
      status.put("startTime", Timestamps.format(now));
    }
    status.put("jobDeploymentStatus", "Initializing");
    status.put("jobStatus", "");
    if (cluster.isEmpty()) {
      String name = status.path("rayClusterName").asText("");
      name = name.isEmpty() ? newClusterName : name;
      status.put("rayClusterName", name);
      return new Step(status, new ClusterAction.Create(name), Optional.empty());
    }
    if (RayClusterStatuses.isReady(cluster.get())) {
      // The cluster is up: the job is submitted and waits for Ray to start it.
      status.put("jobDeploymentStatus", "Running");
      status.put("jobStatus", "PENDING");
      return new Step(status, ClusterAction.NONE, Optional.of(Duration.ZERO));
    }
    return new Step(status, ClusterAction.NONE, Optional.empty());
  }

  private static Step running(ObjectNode status, SimulatedRun run, Instant now) {
    if (!"RUNNING".equals(status.path("jobStatus").asText())) {
      status.put("jobStatus", "RUNNING");
      Json.child(status, "rayJobInfo").put("startTime", Timestamps.format(now));
      return new Step(status, ClusterAction.NONE, run.runTime());
    }
    if (run.runTime().isEmpty()) {
      return new Step(status, ClusterAction.NONE, Optional.empty());
    }
    Instant started =
        Timestamps.parse(status.path("rayJobInfo").path("startTime").asText()).orElse(now);
    Duration remaining = Duration.between(now, started.plus(run.runTime().get()));
    if (remaining.isPositive()) {
      return new Step(status, ClusterAction.NONE, Optional.of(remaining));
    }
    ObjectNode finished =
        run.fails()
            ? failed(
                status,
                "AppFailed",
                "Job entrypoint command failed with exit code " + run.exitCode(),
                now)
            : succeeded(status, now);
    Json.child(finished, "rayJobInfo").put("endTime", Timestamps.format(now));
    return new Step(finished, ClusterAction.NONE, Optional.of(Duration.ZERO));
  }

  private static ObjectNode succeeded(ObjectNode status, Instant now) {
    status.put("jobStatus", "SUCCEEDED");
    status.put("jobDeploymentStatus", "Complete");
    status.put("succeeded", 1);
    status.put("endTime", Timestamps.format(now));
    return status;
  }

  private static ObjectNode failed(ObjectNode status, String reason, String message, Instant now) {
    status.put("jobStatus", "FAILED");
    status.put("jobDeploymentStatus", "Failed");
    status.put("reason", reason);
    status.put("message", message);
    status.put("failed", 1);
    status.put("endTime", Timestamps.format(now));
    return status;
  }

  /** With {@code shutdownAfterJobFinishes}, the cluster goes once the TTL has passed. */
  private static Step afterFinish(
      JsonNode rayJob, ObjectNode status, Optional<JsonNode> cluster, Instant now) {
    JsonNode spec = rayJob.path("spec");
    if (cluster.isEmpty() || !spec.path("shutdownAfterJobFinishes").asBoolean(false)) {
      return new Step(status, ClusterAction.NONE, Optional.empty());
    }
    Instant ended = Timestamps.parse(status.path("endTime").asText()).orElse(now);
    Duration wait =
        Duration.between(now, ended.plusSeconds(spec.path("ttlSecondsAfterFinished").asLong(0)));
    if (wait.isPositive()) {
      return new Step(status, ClusterAction.NONE, Optional.of(wait));
    }
    return new Step(status, new ClusterAction.Delete(Json.name(cluster.get())), Optional.empty());
  }

  /** A suspended job has no cluster and starts over when resumed. */
  private static Step suspend(ObjectNode status, Optional<JsonNode> cluster) {
    if (cluster.isPresent()) {
      status.put("jobDeploymentStatus", "Suspending");
      return new Step(status, new ClusterAction.Delete(Json.name(cluster.get())), Optional.empty());
    }
    status.put("jobDeploymentStatus", "Suspended");
    status.put("jobStatus", "");
    status.remove("rayClusterName");
    status.remove("rayClusterStatus");
    status.remove("rayJobInfo");
    return new Step(status, ClusterAction.NONE, Optional.empty());
  }

  private static JsonNode headTemplate(JsonNode rayJob) {
    return rayJob.path("spec").path("rayClusterSpec").path("headGroupSpec").path("template");
  }
}
