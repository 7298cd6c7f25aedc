package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.QueueWrite;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.Snapshot;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.WorkloadWrite;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Stand-in for Kueue's scheduler: on any change to Workloads, queues, flavors or namespaces it runs
 * an {@link AdmissionCycle} over a fresh listing of the cluster and writes the decisions (Workload
 * admissions and pending reasons, ClusterQueue and LocalQueue statuses). Reading live rather than
 * from informer caches means a pass never counts quota twice or misses quota it just reserved.
 *
 * <p>Queues of a cohort borrow each other's unused quota ({@link CohortQuota}). What it simplifies
 * compared to Kueue: no preemption, so lent quota is not reclaimed either (a higher-priority
 * workload or the lender waits for quota to be released, then goes first), no hierarchical cohorts,
 * admission checks, topology-aware scheduling, fair sharing, partial admission or waitForPodsReady;
 * admitted workloads are never evicted. docs/cli.md lists the same for users.
 */
public final class KueueScheduler extends ControllerComponent {

  private static final ObjectKey CYCLE = ObjectKey.cluster("admission-cycle");
  private static final Duration RETRY_AFTER_CONFLICT = Duration.ofMillis(50);
  private static final List<Kind> TRIGGERS =
      List.of(
          KueueKinds.WORKLOAD,
          KueueKinds.CLUSTER_QUEUE,
          KueueKinds.LOCAL_QUEUE,
          KueueKinds.RESOURCE_FLAVOR,
          Kind.NAMESPACE);

  private final Clock clock;
  private KubeApi api;
  private EventRecorder events;

  public KueueScheduler(Clock clock) {
    super("kueue-scheduler", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    api = new KubeApi(client);
    events = closeOnStop(new EventRecorder(client, "kueue-admission", null, clock));
    for (Kind kind : TRIGGERS) {
      inform(api.informable(kind), object -> List.of(CYCLE));
    }
  }

  /** Runs one pass; runs again soon when a write lost a race with another writer. */
  @Override
  protected Result reconcile(ObjectKey key) {
    AdmissionCycle.Result result =
        AdmissionCycle.run(
            new Snapshot(
                api.listAll(KueueKinds.CLUSTER_QUEUE),
                api.listAll(KueueKinds.LOCAL_QUEUE),
                api.listAll(KueueKinds.RESOURCE_FLAVOR),
                api.listAll(KueueKinds.WORKLOAD),
                namespaceLabels(),
                clock.instant()));
    boolean conflicted = false;
    for (WorkloadWrite write : result.workloads()) {
      conflicted |= !writeWorkload(write);
    }
    writeQueues(KueueKinds.CLUSTER_QUEUE, result.clusterQueues());
    writeQueues(KueueKinds.LOCAL_QUEUE, result.localQueues());
    return conflicted ? Result.requeueAfter(RETRY_AFTER_CONFLICT) : Result.done();
  }

  /** Returns false when the workload changed since the pass read it. */
  private boolean writeWorkload(WorkloadWrite write) {
    ObjectNode patch = Json.object();
    patch.putObject("metadata").put("resourceVersion", write.resourceVersion());
    patch.set("status", write.status());
    String namespace = write.key().namespace();
    String name = write.key().name();
    try {
      api.patchStatus(KueueKinds.WORKLOAD, namespace, name, patch);
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return false;
      }
      throw e;
    }
    write
        .admittedTo()
        .ifPresent(
            clusterQueue ->
                api.get(KueueKinds.WORKLOAD, namespace, name)
                    .ifPresent(workload -> recordAdmission(workload, clusterQueue)));
    return true;
  }

  private void recordAdmission(JsonNode workload, String clusterQueue) {
    var involved = KubeApi.toResource(workload);
    events.normal(involved, "QuotaReserved", "Quota reserved in ClusterQueue " + clusterQueue);
    events.normal(
        involved,
        "Admitted",
        "Admitted by ClusterQueue " + clusterQueue + ", wait time since reservation was 0s");
  }

  private void writeQueues(Kind kind, List<QueueWrite> writes) {
    for (QueueWrite write : writes) {
      ObjectNode patch = Json.object();
      patch.set("status", write.status());
      api.patchStatus(kind, write.key().namespace(), write.key().name(), patch);
    }
  }

  private Map<String, Map<String, String>> namespaceLabels() {
    Map<String, Map<String, String>> labels = new HashMap<>();
    for (JsonNode namespace : api.listAll(Kind.NAMESPACE)) {
      labels.put(Json.name(namespace), Json.stringMap(namespace.path("metadata").path("labels")));
    }
    return labels;
  }
}
