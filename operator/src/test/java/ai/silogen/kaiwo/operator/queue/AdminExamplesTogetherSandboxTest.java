package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.kaiwoconfig.SettingsInEffect;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.model.TestFiles;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code examples/admin/kaiwo-config.yaml} and {@code kaiwo-queue-config.yaml} applied together on
 * the sandbox's nodes, as their comments say they work: with GPU nodes tainted, each team's
 * CPU-only jobs still run (on the CPU flavor), its GPU jobs on its GPUs, and storage uses a class
 * that exists.
 */
class AdminExamplesTogetherSandboxTest {

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster = QueueConfigs.startForWorkloads("team-a", "team-b");
    client = cluster.client();
    KaiwoConfig settings =
        ApiSerialization.read(TestFiles.example("admin/kaiwo-config.yaml"), KaiwoConfig.class);
    OperatorSandbox.editKaiwoConfig(
        client,
        spec -> {
          spec.setStorage(settings.getSpec().getStorage());
          spec.setNodes(settings.getSpec().getNodes());
        });
    QueueConfigs.writeSpec(
        client,
        ApiSerialization.read(
                TestFiles.example("admin/kaiwo-queue-config.yaml"), KaiwoQueueConfig.class)
            .getSpec());
    OperatorSandbox.awaitQueueConfigReady(client);
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void cpuAndGpuJobsOfBothTeamsRunOnTaintedGpuNodesAndStorageBinds() {
    create("team-a", "cpu-a", "clusterQueue: team-a");
    create("team-b", "cpu-b", "clusterQueue: team-b");
    create("team-a", "gpu-a", "clusterQueue: team-a\n  gpus: 8\n  gpuVendor: amd");
    create("team-a", "stored", "storage: {storageEnabled: true, data: {storageSize: 1Gi}}");

    for (String name : new String[] {"cpu-a", "gpu-a", "stored"}) {
      eventually().until(() -> status("team-a", name) == WorkloadStatus.COMPLETE);
    }
    eventually().until(() -> status("team-b", "cpu-b") == WorkloadStatus.COMPLETE);
    assertThat(settingsInEffect().getMessage()).doesNotContain("defaultStorageClass");
  }

  private static void create(String namespace, String name, String extra) {
    QueueConfigs.createJob(client, namespace, name, extra);
  }

  private static Condition settingsInEffect() {
    KaiwoConfig config = client.resources(KaiwoConfig.class).withName("kaiwo").get();
    return Conditions.find(config.getStatus().getConditions(), SettingsInEffect.TYPE).orElseThrow();
  }

  private static WorkloadStatus status(String namespace, String name) {
    return OperatorSandbox.jobStatus(client, namespace, name);
  }
}
