package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.model.TestFiles;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code examples/admin/kaiwo-queue-config.yaml} on the sandbox's nodes: its flavors select nodes
 * that exist, so each team's GPU jobs run on the team's GPUs, a CPU job of a team without a queue
 * of its own runs through the default queue, and a GPU job in the default queue borrows the idle
 * GPU quota of the cohort.
 */
class QueueConfigExampleSandboxTest {

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster = QueueConfigs.startForWorkloads("team-a", "team-b");
    client = cluster.client();
    KaiwoQueueConfig example =
        ApiSerialization.read(
            TestFiles.example("admin/kaiwo-queue-config.yaml"), KaiwoQueueConfig.class);
    QueueConfigs.writeSpec(client, example.getSpec());
    OperatorSandbox.awaitQueueConfigReady(client);
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void eachTeamsGpuJobRunsOnItsFlavorsNodes() {
    create("team-a", "train", "team-a", "gpus: 8\n  gpuVendor: amd");
    create("team-b", "serve", "team-b", "gpus: 8\n  gpuVendor: nvidia");

    eventually().until(() -> status("team-a", "train") == WorkloadStatus.COMPLETE);
    eventually().until(() -> status("team-b", "serve") == WorkloadStatus.COMPLETE);
  }

  @Test
  void aGpuJobWithoutAQueueBorrowsTeamAsIdleGpusThroughTheDefaultQueue() {
    create("team-a", "borrow", null, "gpus: 1\n  gpuVendor: amd");

    eventually().until(() -> status("team-a", "borrow") == WorkloadStatus.COMPLETE);
  }

  @Test
  void aCpuJobWithoutAQueueRunsThroughTheDefaultQueue() {
    create("team-a", "prepare", null, "");

    eventually().until(() -> status("team-a", "prepare") == WorkloadStatus.COMPLETE);
  }

  private static void create(String namespace, String name, String queue, String extra) {
    QueueConfigs.createJob(
        client, namespace, name, (queue == null ? "" : "clusterQueue: " + queue + "\n  ") + extra);
  }

  private static WorkloadStatus status(String namespace, String name) {
    return OperatorSandbox.jobStatus(client, namespace, name);
  }
}
