package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.JobIntegration.Finish;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnerReferences;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stand-in for Kueue's reconciler of one job integration (Jobs, RayJobs, AppWrappers or Pods):
 * creates a queued job's Workload (none while its WorkloadPriorityClass is missing), holds the job
 * while the Workload is not admitted, releases it (with the admitted flavors' node selectors and
 * tolerations) once it is, marks the Workload finished when the job ends so that its quota is
 * released. A deleted job's Workload goes with it through garbage collection (it is owned by the
 * job). Reads live from the API server.
 */
public final class KueueJobController extends ControllerComponent {

  private static final Logger LOG = LoggerFactory.getLogger(KueueJobController.class);

  /** Kueue retries with back-off; a short fixed delay lets a class created later apply soon. */
  private static final Duration PRIORITY_CLASS_RETRY = Duration.ofSeconds(2);

  private final JobIntegration integration;
  private final Clock clock;
  private KubeApi api;
  private EventRecorder events;

  public KueueJobController(JobIntegration integration, Clock clock) {
    super("kueue-" + integration.workloadPrefix() + "-controller", 1);
    this.integration = integration;
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    api = new KubeApi(client);
    events = closeOnStop(new EventRecorder(client, "kueue-admission", null, clock));
    inform(
        api.informable(integration.kind()),
        job -> integration.isManaged(KubeApi.toNode(job)) ? List.of(ObjectKey.of(job)) : List.of());
    inform(api.informable(KueueKinds.WORKLOAD), workload -> ownerKey(KubeApi.toNode(workload)));
  }

  /** The key of the workload's job when it is of this integration's kind. */
  private List<ObjectKey> ownerKey(JsonNode workload) {
    return OwnerReferences.controllerOf(workload)
        .filter(
            ref ->
                integration
                    .kind()
                    .isKindOf(ref.path("apiVersion").asText(), ref.path("kind").asText()))
        .map(ref -> List.of(new ObjectKey(Json.namespace(workload), ref.path("name").asText())))
        .orElse(List.of());
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Optional<ObjectNode> found = api.get(integration.kind(), key.namespace(), key.name());
    if (found.isEmpty() || Json.isDeleting(found.get())) {
      return Result.done();
    }
    ObjectNode job = found.get();
    if (!integration.isManaged(job)) {
      return Result.done();
    }
    List<ObjectNode> workloads =
        api.list(KueueKinds.WORKLOAD, key.namespace(), Map.of(KueueLabels.JOB_UID, Json.uid(job)));
    Optional<Finish> finish = integration.finished(job);
    if (workloads.isEmpty()) {
      if (finish.isEmpty()) {
        hold(job);
        return createWorkload(job);
      }
      return Result.done();
    }
    ObjectNode workload = workloads.getFirst();
    JsonNode conditions = workload.path("status").path("conditions");
    if (finish.isPresent()) {
      markFinished(workload, finish.get());
    } else if (Condition.holds(conditions, KueueLabels.ADMITTED)) {
      if (integration.isHeld(job)) {
        release(job, workload);
      }
    } else {
      hold(job);
    }
    return Result.done();
  }

  /** Kueue keeps a job that has no admitted Workload suspended, even if it was created running. */
  private void hold(ObjectNode job) {
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

  /**
   * Creates the job's Workload. Like Kueue, it creates none while the job names a
   * WorkloadPriorityClass that does not exist: the job stays suspended, the error is logged and the
   * job is tried again later, when the class may have been created.
   */
  private Result createWorkload(ObjectNode job) {
    OptionalInt priority = OptionalInt.empty();
    String className = Json.label(job, KueueLabels.PRIORITY_CLASS);
    if (className != null) {
      Optional<ObjectNode> priorityClass =
          api.get(KueueKinds.WORKLOAD_PRIORITY_CLASS, null, className);
      if (priorityClass.isEmpty()) {
        LOG.warn(
            "{}: Handling job {}/{} with no workload: {}",
            name(),
            Json.namespace(job),
            Json.name(job),
            WorkloadFactory.missingPriorityClass(className));
        return Result.requeueAfter(PRIORITY_CLASS_RETRY);
      }
      priority = OptionalInt.of(priorityClass.get().path("value").asInt());
    }
    ObjectNode workload = WorkloadFactory.build(integration, job, priority);
    api.create(KueueKinds.WORKLOAD, workload);
    events.normal(
        KubeApi.toResource(job),
        "CreatedWorkload",
        "Created Workload: " + Json.namespace(job) + "/" + Json.name(workload));
    return Result.done();
  }

  private void release(ObjectNode job, ObjectNode workload) {
    Optional<WorkloadView.Admission> admission = WorkloadView.parse(workload).admission();
    if (admission.isEmpty()) {
      return;
    }
    Map<String, Flavor> flavors = new HashMap<>();
    for (PodSetAssignment assignment : admission.get().assignments()) {
      for (String name : assignment.flavors().values()) {
        api.get(KueueKinds.RESOURCE_FLAVOR, null, name)
            .ifPresent(rf -> flavors.put(name, Flavor.parse(rf)));
      }
    }
    List<PodSetInfo> infos =
        admission.get().assignments().stream().map(a -> PodSetInfo.from(a, flavors)).toList();
    ObjectNode patch = integration.releasePatch(job, infos);
    if (api.patch(integration.kind(), Json.namespace(job), Json.name(job), versioned(patch, job))) {
      events.normal(
          KubeApi.toResource(job),
          "Started",
          "Admitted by clusterQueue " + admission.get().clusterQueue());
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

  /** Makes a patch conditional on {@code object} being unchanged since it was read. */
  private static ObjectNode versioned(ObjectNode patch, JsonNode object) {
    Json.child(patch, "metadata")
        .put("resourceVersion", object.path("metadata").path("resourceVersion").asText());
    return patch;
  }
}
