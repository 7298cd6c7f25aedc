package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.common.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.common.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.common.Json;
import ai.silogen.kaiwo.sandbox.controlplane.common.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.common.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.common.OwnerReferences;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.JobIntegration.Finish;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Kueue's job reconciler, for one queued job at a time: creates the job's Workload, holds the job
 * while the Workload is not admitted, releases it (with the admitted flavors' node selectors and
 * tolerations) once it is, marks the Workload finished when the job ends so that its quota is
 * released, and deletes the Workload when the job is gone.
 */
final class JobReconciler {

  /** A queued job: its integration and its namespace/name. */
  record JobKey(JobIntegration integration, ObjectKey key) {}

  private final KubeApi api;
  private final EventRecorder events;
  private final Clock clock;

  JobReconciler(KubeApi api, EventRecorder events, Clock clock) {
    this.api = api;
    this.events = events;
    this.clock = clock;
  }

  Optional<Duration> reconcile(JobKey jobKey) {
    JobIntegration integration = jobKey.integration();
    ObjectKey key = jobKey.key();
    Optional<ObjectNode> found = api.get(integration.kind(), key.namespace(), key.name());
    if (found.isEmpty()) {
      deleteWorkloadsOf(jobKey);
      return Optional.empty();
    }
    ObjectNode job = found.get();
    if (!integration.isManaged(job) || Json.isDeleting(job)) {
      return Optional.empty();
    }
    List<ObjectNode> workloads =
        api.list(KueueKinds.WORKLOAD, key.namespace(), Map.of(KueueLabels.JOB_UID, Json.uid(job)));
    Optional<Finish> finish = integration.finished(job);
    if (workloads.isEmpty()) {
      if (finish.isEmpty()) {
        hold(integration, job);
        createWorkload(integration, job);
      }
      return Optional.empty();
    }
    ObjectNode workload = workloads.getFirst();
    JsonNode conditions = workload.path("status").path("conditions");
    if (finish.isPresent()) {
      markFinished(workload, finish.get());
    } else if (Condition.holds(conditions, KueueLabels.ADMITTED)) {
      if (integration.isHeld(job)) {
        release(integration, job, workload);
      }
    } else {
      hold(integration, job);
    }
    return Optional.empty();
  }

  /** Kueue keeps a job that has no admitted Workload suspended, even if it was created running. */
  private void hold(JobIntegration integration, ObjectNode job) {
    if (!integration.isHeld(job)) {
      integration
          .holdPatch(job)
          .ifPresent(
              patch ->
                  api.patch(
                      integration.kind(),
                      Json.namespace(job),
                      Json.name(job),
                      versioned(patch, job)));
    }
  }

  private void createWorkload(JobIntegration integration, ObjectNode job) {
    ObjectNode workload = WorkloadFactory.build(integration, job, priority(job));
    api.create(KueueKinds.WORKLOAD, workload);
    events.normal(
        job,
        "CreatedWorkload",
        "Created Workload: " + Json.namespace(job) + "/" + Json.name(workload));
  }

  /** The value of the job's WorkloadPriorityClass; a class that does not exist gives none. */
  private OptionalInt priority(JsonNode job) {
    String className = Json.label(job, KueueLabels.PRIORITY_CLASS);
    if (className == null) {
      return OptionalInt.empty();
    }
    return api.get(KueueKinds.WORKLOAD_PRIORITY_CLASS, "", className)
        .map(wpc -> OptionalInt.of(wpc.path("value").asInt()))
        .orElse(OptionalInt.empty());
  }

  private void release(JobIntegration integration, ObjectNode job, ObjectNode workload) {
    Optional<WorkloadView.Admission> admission = WorkloadView.parse(workload).admission();
    if (admission.isEmpty()) {
      return;
    }
    Map<String, Flavor> flavors = new HashMap<>();
    for (PodSetAssignment assignment : admission.get().assignments()) {
      for (String name : assignment.flavors().values()) {
        api.get(KueueKinds.RESOURCE_FLAVOR, "", name)
            .ifPresent(rf -> flavors.put(name, Flavor.parse(rf)));
      }
    }
    List<PodSetInfo> infos =
        admission.get().assignments().stream().map(a -> PodSetInfo.from(a, flavors)).toList();
    ObjectNode patch = integration.releasePatch(job, infos);
    if (api.patch(integration.kind(), Json.namespace(job), Json.name(job), versioned(patch, job))) {
      events.normal(job, "Started", "Admitted by clusterQueue " + admission.get().clusterQueue());
    }
  }

  private void markFinished(ObjectNode workload, Finish finish) {
    JsonNode conditions = workload.path("status").path("conditions");
    if (Condition.holds(conditions, KueueLabels.FINISHED)) {
      return;
    }
    ObjectNode patch = Json.object();
    patch.set(
        "status",
        WorkloadStatuses.finished(
            conditions, finish.succeeded(), finish.message(), clock.instant()));
    api.patchStatus(
        KueueKinds.WORKLOAD,
        Json.namespace(workload),
        Json.name(workload),
        versioned(patch, workload));
  }

  /** Without garbage collection to rely on, Workloads of a deleted job are deleted here. */
  private void deleteWorkloadsOf(JobKey jobKey) {
    ObjectKey key = jobKey.key();
    for (ObjectNode workload : api.list(KueueKinds.WORKLOAD, key.namespace(), Map.of())) {
      boolean owned =
          OwnerReferences.controllerOf(workload)
              .filter(ref -> jobKey.integration().kind().kind().equals(ref.path("kind").asText()))
              .filter(ref -> key.name().equals(ref.path("name").asText()))
              .isPresent();
      if (owned) {
        api.delete(KueueKinds.WORKLOAD, key.namespace(), Json.name(workload));
      }
    }
  }

  /** Makes a patch conditional on {@code object} being unchanged since it was read. */
  private static ObjectNode versioned(ObjectNode patch, JsonNode object) {
    Json.child(patch, "metadata")
        .put("resourceVersion", object.path("metadata").path("resourceVersion").asText());
    return patch;
  }
}
