package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Kaiwo workloads on queues the KaiwoQueueConfig defines: a workload naming a queue that does not
 * exist yet waits in ERROR and starts once the queue is added; priority classes decide which
 * waiting workload Kueue admits first.
 */
class WorkloadAdmissionSandboxTest {

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster = QueueConfigs.startForWorkloads("late", "busy", "dropped");
    client = cluster.client();
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void aWorkloadInAnUnknownQueueGoesToErrorAndRecoversWhenTheQueueIsAdded() {
    create("late", "early-bird", "later", null, "1");
    eventually().until(() -> status("late", "early-bird") == WorkloadStatus.ERROR);
    assertThat(Conditions.find(conditions("late", "early-bird"), "Schedulable"))
        .hasValueSatisfying(c -> assertThat(c.getMessage()).contains("later"));

    addQueue("later", "late", "4", null);

    eventually().until(() -> status("late", "early-bird") == WorkloadStatus.COMPLETE);
  }

  @Test
  void theHigherPriorityWorkloadIsAdmittedFirst() {
    addQueue("tight", "busy", "1", List.of("high", "low"));
    create("busy", "blocker", "tight", null, "1");
    eventually().until(() -> status("busy", "blocker") == WorkloadStatus.RUNNING);
    create("busy", "low", "tight", "low", "1");
    create("busy", "high", "tight", "high", "1");
    eventually().until(() -> status("busy", "low") == WorkloadStatus.PENDING);
    eventually().until(() -> status("busy", "high") == WorkloadStatus.PENDING);

    // The blocker finishes; the high-priority job, created last, gets the quota.
    eventually().until(() -> status("busy", "high") == WorkloadStatus.RUNNING);
    assertThat(status("busy", "low")).isEqualTo(WorkloadStatus.PENDING);
    eventually()
        .until(
            () ->
                status("busy", "low") == WorkloadStatus.RUNNING
                    || status("busy", "low") == WorkloadStatus.COMPLETE);
  }

  @Test
  void anAdmittedWorkloadKeepsRunningWhenItsNamespaceIsDroppedAndANewOneIsRefused() {
    addQueue("narrowing", "dropped", "4", null);
    KaiwoService service =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoService
            metadata: {name: keeps, namespace: dropped}
            spec:
              image: busybox
              entrypoint: sleep infinity
              clusterQueue: narrowing
              resources:
                requests: {cpu: "1", memory: 1Gi}
                limits: {cpu: "1", memory: 1Gi}
            """,
            KaiwoService.class);
    client.resource(service).create();
    eventually().until(() -> serviceStatus("keeps") == WorkloadStatus.RUNNING);

    QueueConfigs.editSpec(
        client,
        spec -> {
          spec.getClusterQueues().stream()
              .filter(q -> q.getName().equals("narrowing"))
              .forEach(q -> q.setNamespaces(List.of("busy")));
          return spec;
        });

    create("dropped", "newcomer", "narrowing", null, "1");
    eventually().until(() -> status("dropped", "newcomer") == WorkloadStatus.ERROR);
    assertThat(Conditions.find(conditions("dropped", "newcomer"), "Schedulable"))
        .hasValueSatisfying(c -> assertThat(c.getReason()).isEqualTo("WrongQueueNamespace"));
    eventually()
        .untilAsserted(
            () -> {
              KaiwoService kept =
                  client
                      .resources(KaiwoService.class)
                      .inNamespace("dropped")
                      .withName("keeps")
                      .get();
              assertThat(kept.getStatus().getStatus()).isEqualTo(WorkloadStatus.RUNNING);
              assertThat(Conditions.find(kept.getStatus().getConditions(), "Schedulable"))
                  .hasValueSatisfying(
                      c -> {
                        assertThat(c.getStatus()).isEqualTo("True");
                        assertThat(c.getReason()).isEqualTo("QueueNamespaceWithdrawn");
                        assertThat(c.getMessage())
                            .contains("new admissions from this namespace are no longer allowed");
                      });
              assertThat(client.v1().events().inNamespace("dropped").list().getItems())
                  .anySatisfy(
                      e -> {
                        assertThat(e.getType()).isEqualTo("Warning");
                        assertThat(e.getReason()).isEqualTo("QueueNamespaceWithdrawn");
                        assertThat(e.getInvolvedObject().getName()).isEqualTo("keeps");
                      });
            });
    assertThat(localQueue("dropped", "narrowing"))
        .as("the LocalQueue of the admitted service stays")
        .isNotNull();

    client.resource(service).delete();
    client.resources(KaiwoJob.class).inNamespace("dropped").withName("newcomer").delete();
    eventually().until(() -> localQueue("dropped", "narrowing") == null);
  }

  private static LocalQueue localQueue(String namespace, String name) {
    return client.resources(LocalQueue.class).inNamespace(namespace).withName(name).get();
  }

  private static WorkloadStatus serviceStatus(String name) {
    KaiwoService service =
        client.resources(KaiwoService.class).inNamespace("dropped").withName(name).get();
    return service == null || service.getStatus() == null ? null : service.getStatus().getStatus();
  }

  /** Adds a CPU-only cluster queue with LocalQueue in {@code namespace} and priority classes. */
  private static void addQueue(String name, String namespace, String cpu, List<String> priorities) {
    ClusterQueue queue =
        ApiSerialization.read(
            """
            name: %s
            namespaces: [%s]
            spec:
              namespaceSelector: {}
              resourceGroups:
                - coveredResources: [cpu, memory]
                  flavors:
                    - name: %s
                      resources:
                        - {name: cpu, nominalQuota: %s}
                        - {name: memory, nominalQuota: 8Gi}
            """
                .formatted(name, namespace, QueueConfigSandboxTest.CPU_POOL, cpu),
            ClusterQueue.class);
    QueueConfigs.editSpec(
        client,
        spec -> {
          List<ClusterQueue> queues = new ArrayList<>(spec.getClusterQueues());
          queues.add(queue);
          spec.setClusterQueues(queues);
          if (priorities != null) {
            spec.setWorkloadPriorityClasses(
                priorities.stream()
                    .map(
                        p ->
                            ApiSerialization.read(
                                "metadata: {name: %s}\nvalue: %d"
                                    .formatted(p, p.equals("high") ? 1000 : 10),
                                WorkloadPriorityClass.class))
                    .toList());
          }
          return spec;
        });
  }

  private static void create(
      String namespace, String name, String queue, String priority, String cpu) {
    KaiwoJob job =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: %s, namespace: %s}
            spec:
              image: busybox
              entrypoint: sleep 2
              clusterQueue: %s
              resources:
                requests: {cpu: "%s", memory: 1Gi}
                limits: {cpu: "%s", memory: 1Gi}
            """
                .formatted(name, namespace, queue, cpu, cpu),
            KaiwoJob.class);
    job.getSpec().setPriorityClass(priority);
    client.resource(job).create();
  }

  private static WorkloadStatus status(String namespace, String name) {
    return OperatorSandbox.jobStatus(client, namespace, name);
  }

  private static List<io.fabric8.kubernetes.api.model.Condition> conditions(
      String namespace, String name) {
    KaiwoJob job = client.resources(KaiwoJob.class).inNamespace(namespace).withName(name).get();
    return job.getStatus() == null ? List.of() : job.getStatus().getConditions();
  }
}
