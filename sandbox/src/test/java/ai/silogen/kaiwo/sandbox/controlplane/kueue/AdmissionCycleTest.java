package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.QueueWrite;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.Result;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.Snapshot;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle.WorkloadWrite;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AdmissionCycleTest {

  private static final Instant NOW = Instant.parse("2026-01-01T00:10:00Z");

  private final List<JsonNode> clusterQueues = new ArrayList<>(List.of(clusterQueue("{}")));
  private final List<JsonNode> localQueues =
      new ArrayList<>(List.of(localQueue("team", "kaiwo", "kaiwo")));
  private final List<JsonNode> flavors =
      new ArrayList<>(
          List.of(
              Yaml.node("metadata: {name: mi300x}\nspec: {nodeLabels: {kaiwo/nodepool: mi300x}}")));
  private final List<JsonNode> workloads = new ArrayList<>();
  private Map<String, Map<String, String>> namespaceLabels = Map.of();

  @Test
  void admitsAWorkloadThatFitsAndCountsItInBothQueues() {
    workloads.add(workload("train", "kaiwo", 8, 0));

    Result result = run();

    WorkloadWrite write = result.workloads().getFirst();
    assertThat(write.admittedTo()).contains("kaiwo");
    assertThat(write.resourceVersion()).isEqualTo("7");
    assertThat(write.status().path("admission"))
        .isEqualTo(
            Yaml.node(
                """
                clusterQueue: kaiwo
                podSetAssignments:
                - name: main
                  flavors: {amd.com/gpu: mi300x}
                  resourceUsage: {amd.com/gpu: '8'}
                  count: 1
                """));
    assertThat(conditionMessages(write.status()))
        .containsExactly(
            "QuotaReserved=True Quota reserved in ClusterQueue kaiwo",
            "Admitted=True Admitted by ClusterQueue kaiwo");
    ObjectNode queueStatus = statusOf(result.clusterQueues(), "kaiwo");
    assertThat(queueStatus.path("admittedWorkloads").asInt()).isEqualTo(1);
    assertThat(queueStatus.path("pendingWorkloads").asInt()).isZero();
    assertThat(queueStatus.path("flavorsUsage").toString()).contains("\"total\":\"8\"");
    ObjectNode localStatus = statusOf(result.localQueues(), "kaiwo");
    assertThat(localStatus.path("admittedWorkloads").asInt()).isEqualTo(1);
  }

  @Test
  void quotaHeldByAnAdmittedWorkloadKeepsTheNextOnePending() {
    workloads.add(admitted(workload("first", "kaiwo", 8, 0), false));
    workloads.add(workload("second", "kaiwo", 8, 1));

    Result result = run();

    assertThat(result.workloads())
        .singleElement()
        .satisfies(
            w -> {
              assertThat(w.key().name()).isEqualTo("second");
              assertThat(conditionMessages(w.status()))
                  .containsExactly(
                      "QuotaReserved=False couldn't assign flavors to pod set main: insufficient unused"
                          + " quota for amd.com/gpu in flavor mi300x, 8 more needed");
            });
    assertThat(statusOf(result.clusterQueues(), "kaiwo").path("pendingWorkloads").asInt())
        .isEqualTo(1);
  }

  @Test
  void finishedWorkloadsReleaseTheirQuota() {
    workloads.add(admitted(workload("first", "kaiwo", 8, 0), true));
    workloads.add(workload("second", "kaiwo", 8, 1));

    assertThat(run().workloads())
        .singleElement()
        .satisfies(w -> assertThat(w.admittedTo()).contains("kaiwo"));
  }

  @Test
  void explainsMissingLocalAndClusterQueues() {
    localQueues.add(localQueue("team", "orphan", "gone"));
    workloads.add(workload("no-lq", "missing", 1, 0));
    workloads.add(workload("no-cq", "orphan", 1, 1));

    Result result = run();

    assertThat(result.workloads())
        .extracting(w -> w.key().name() + ": " + conditionMessages(w.status()).getFirst())
        .containsExactlyInAnyOrder(
            "no-lq: QuotaReserved=False LocalQueue missing doesn't exist",
            "no-cq: QuotaReserved=False ClusterQueue gone doesn't exist");
    assertThat(
            statusOf(result.localQueues(), "orphan")
                .path("conditions")
                .get(0)
                .path("reason")
                .asText())
        .isEqualTo("ClusterQueueDoesNotExist");
  }

  @Test
  void aClusterQueueWithAMissingFlavorAdmitsNothing() {
    flavors.clear();
    workloads.add(workload("train", "kaiwo", 1, 0));

    Result result = run();

    assertThat(conditionMessages(result.workloads().getFirst().status()))
        .containsExactly("QuotaReserved=False ClusterQueue kaiwo is inactive");
    assertThat(
            statusOf(result.clusterQueues(), "kaiwo")
                .path("conditions")
                .get(0)
                .path("message")
                .asText())
        .isEqualTo("Can't admit new workloads: references missing ResourceFlavor(s): [mi300x]");
  }

  @Test
  void onlyNamespacesTheSelectorPicksMayUseTheQueue() {
    clusterQueues.set(0, clusterQueue("{matchLabels: {kueue-managed: 'true'}}"));
    workloads.add(workload("train", "kaiwo", 1, 0));

    assertThat(conditionMessages(run().workloads().getFirst().status()))
        .containsExactly(
            "QuotaReserved=False Workload namespace doesn't match ClusterQueue selector");

    namespaceLabels = Map.of("team", Map.of("kueue-managed", "true"));
    assertThat(run().workloads().getFirst().admittedTo()).contains("kaiwo");
  }

  @Test
  void aSecondPassOverItsOwnResultWritesNothing() {
    workloads.add(workload("admit-me", "kaiwo", 8, 0));
    workloads.add(workload("wait", "kaiwo", 8, 1));
    workloads.add(workload("lost", "missing", 1, 2));

    Result first = run();
    apply(first);

    Result second = run();
    assertThat(second.workloads()).isEmpty();
    assertThat(second.clusterQueues()).isEmpty();
    assertThat(second.localQueues()).isEmpty();
  }

  private Result run() {
    return AdmissionCycle.run(
        new Snapshot(clusterQueues, localQueues, flavors, workloads, namespaceLabels, NOW));
  }

  /** Writes the result's statuses into the objects, as the API server would. */
  private void apply(Result result) {
    for (WorkloadWrite write : result.workloads()) {
      ObjectNode workload = find(workloads, write.key());
      workload.set("status", mergedStatus(workload, write.status()));
    }
    for (QueueWrite write : result.clusterQueues()) {
      find(clusterQueues, write.key()).set("status", write.status());
    }
    for (QueueWrite write : result.localQueues()) {
      find(localQueues, write.key()).set("status", write.status());
    }
  }

  private static ObjectNode mergedStatus(ObjectNode object, ObjectNode patch) {
    ObjectNode status =
        object.path("status").isObject()
            ? (ObjectNode) object.path("status").deepCopy()
            : Json.object();
    status.setAll(patch);
    return status;
  }

  private static ObjectNode find(List<JsonNode> objects, ObjectKey key) {
    return (ObjectNode)
        objects.stream().filter(o -> Json.key(o).equals(key)).findFirst().orElseThrow();
  }

  private static ObjectNode statusOf(List<QueueWrite> writes, String name) {
    return writes.stream()
        .filter(w -> w.key().name().equals(name))
        .findFirst()
        .orElseThrow()
        .status();
  }

  private static List<String> conditionMessages(ObjectNode status) {
    List<String> messages = new ArrayList<>();
    status
        .path("conditions")
        .forEach(
            c ->
                messages.add(
                    c.path("type").asText()
                        + "="
                        + c.path("status").asText()
                        + " "
                        + c.path("message").asText()));
    return messages;
  }

  private static ObjectNode clusterQueue(String namespaceSelector) {
    return Yaml.node(
        """
        metadata: {name: kaiwo}
        spec:
          namespaceSelector: %s
          resourceGroups:
          - coveredResources: [amd.com/gpu]
            flavors:
            - name: mi300x
              resources: [{name: amd.com/gpu, nominalQuota: 8}]
        """
            .formatted(namespaceSelector));
  }

  private static ObjectNode localQueue(String namespace, String name, String clusterQueue) {
    return Yaml.node(
        "metadata: {name: %s, namespace: %s}\nspec: {clusterQueue: %s}"
            .formatted(name, namespace, clusterQueue));
  }

  static ObjectNode workload(String name, String queue, int gpus, int minute) {
    return Yaml.node(
        """
        metadata:
          name: %s
          namespace: team
          resourceVersion: "7"
          creationTimestamp: "2026-01-01T00:0%d:00Z"
        spec:
          queueName: %s
          podSets:
          - name: main
            count: 1
            template:
              spec:
                containers:
                - name: c
                  resources: {requests: {amd.com/gpu: %d}}
        """
            .formatted(name, minute, queue, gpus));
  }

  private static ObjectNode admitted(ObjectNode workload, boolean finished) {
    String status =
        """
        admission:
          clusterQueue: kaiwo
          podSetAssignments:
          - {name: main, count: 1, flavors: {amd.com/gpu: mi300x}, resourceUsage: {amd.com/gpu: '8'}}
        conditions:
        - {type: QuotaReserved, status: 'True', reason: QuotaReserved, message: m}
        - {type: Admitted, status: 'True', reason: Admitted, message: m}
        """
            + (finished
                ? "- {type: Finished, status: 'True', reason: Succeeded, message: done}\n"
                : "");
    workload.set("status", Yaml.node(status));
    return workload;
  }
}
