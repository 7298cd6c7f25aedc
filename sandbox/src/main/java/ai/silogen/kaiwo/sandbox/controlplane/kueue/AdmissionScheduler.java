package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.common.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.common.Json;
import ai.silogen.kaiwo.sandbox.controlplane.common.Kind;
import ai.silogen.kaiwo.sandbox.controlplane.common.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.QueueWrite;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.Result;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.Snapshot;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.WorkloadWrite;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Kueue's scheduler: runs an {@link AdmissionCycle} over a fresh listing of the cluster and writes
 * its decisions. Reading live instead of from informer caches means a pass never counts quota twice
 * or misses quota it just reserved.
 */
final class AdmissionScheduler {

  private static final Duration RETRY_AFTER_CONFLICT = Duration.ofMillis(50);

  private final KubeApi api;
  private final EventRecorder events;
  private final Clock clock;

  AdmissionScheduler(KubeApi api, EventRecorder events, Clock clock) {
    this.api = api;
    this.events = events;
    this.clock = clock;
  }

  /** Runs one pass; asks to run again soon when a write lost a race with another writer. */
  Optional<Duration> runCycle() {
    Result result =
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
    return conflicted ? Optional.of(RETRY_AFTER_CONFLICT) : Optional.empty();
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
    events.normal(workload, "QuotaReserved", "Quota reserved in ClusterQueue " + clusterQueue);
    events.normal(
        workload,
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
