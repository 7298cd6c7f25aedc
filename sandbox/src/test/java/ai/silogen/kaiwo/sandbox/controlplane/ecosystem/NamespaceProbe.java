package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueKinds;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueLabels;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What tests read about the jobs, Workloads and events of one namespace. */
public final class NamespaceProbe {

  private final KubernetesClient client;
  private final KubeApi api;
  private final String namespace;

  public NamespaceProbe(KubernetesClient client, String namespace) {
    this.client = client;
    this.api = new KubeApi(client);
    this.namespace = namespace;
  }

  public Job job(String name) {
    return client.batch().v1().jobs().inNamespace(namespace).withName(name).get();
  }

  public boolean suspended(String job) {
    return Boolean.TRUE.equals(job(job).getSpec().getSuspend());
  }

  /** Whether the job has condition {@code type} with status True. */
  public boolean hasCondition(String job, String type) {
    var status = job(job).getStatus();
    return status != null
        && status.getConditions().stream()
            .anyMatch(c -> type.equals(c.getType()) && "True".equals(c.getStatus()));
  }

  /** The Workload of the object with {@code ownerUid}, if Kueue created one. */
  public Optional<ObjectNode> workloadOf(String ownerUid) {
    return api.list(KueueKinds.WORKLOAD, namespace, Map.of(KueueLabels.JOB_UID, ownerUid)).stream()
        .findFirst();
  }

  /** The message of the job's Workload's QuotaReserved condition, or "". */
  public String quotaMessage(String job) {
    return quotaMessageOf(job(job).getMetadata().getUid());
  }

  /** The message of the QuotaReserved condition of the Workload of {@code ownerUid}, or "". */
  public String quotaMessageOf(String ownerUid) {
    return workloadOf(ownerUid)
        .flatMap(
            w -> Condition.find(w.path("status").path("conditions"), KueueLabels.QUOTA_RESERVED))
        .map(c -> c.path("message").asText())
        .orElse("");
  }

  public String workloadName(String job) {
    return workloadOf(job(job).getMetadata().getUid()).map(Json::name).orElse("");
  }

  /** The Workloads that reserved quota, in the order they did (their QuotaReserved events). */
  public List<String> quotaReservations() {
    return events().stream()
        .filter(e -> "QuotaReserved".equals(e.getReason()))
        .sorted(Comparator.comparingLong(e -> Long.parseLong(e.getMetadata().getResourceVersion())))
        .map(e -> e.getInvolvedObject().getName())
        .toList();
  }

  /** Messages of the events about the object {@code name}. */
  public List<String> eventMessages(String name) {
    return events().stream()
        .filter(e -> name.equals(e.getInvolvedObject().getName()))
        .map(Event::getMessage)
        .toList();
  }

  private List<Event> events() {
    return client.v1().events().inNamespace(namespace).list().getItems();
  }
}
