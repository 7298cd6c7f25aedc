package ai.silogen.kaiwo.operator.kaiwoconfig;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import ai.silogen.kaiwo.sandbox.controlplane.storage.Volumes;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A KaiwoConfig written against the older rendering of the API, with its storage settings under
 * {@code spec.data}: the API server keeps them, and a KaiwoJob's children use them.
 */
class OlderStorageNameSandboxTest {

  private static final String NAMESPACE = "older-config";

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster =
        OperatorSandbox.start(
            List.of(
                new KaiwoConfigModule(),
                new NodePoolModule(),
                new QueueModule(),
                new WorkloadsModule()));
    client = cluster.client();
    OperatorSandbox.createNamespaces(client, NAMESPACE);
    OperatorSandbox.awaitQueueConfigReady(client);
    client
        .storage()
        .v1()
        .storageClasses()
        .resource(
            new StorageClassBuilder(Volumes.defaultStorageClass())
                .editMetadata()
                .withName("fast")
                .withAnnotations(null)
                .endMetadata()
                .build())
        .create();
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void storageSettingsUnderSpecDataReachTheChildrenOfAKaiwoJob() {
    eventually().until(() -> client.resources(KaiwoConfig.class).withName("kaiwo").get() != null);
    // As the user's YAML has it: a merge patch names no Java type.
    client
        .resources(KaiwoConfig.class)
        .withName("kaiwo")
        .patch(
            PatchContext.of(PatchType.JSON_MERGE),
            """
            {"spec": {"data": {"defaultStorageClass": "fast", "defaultDataMountPath": "/data"}}}
            """);
    eventually()
        .untilAsserted(
            () ->
                assertThat(settingsInEffect())
                    .as("the operator has seen the settings")
                    .isEqualTo(SettingsInEffect.REASON_DEPRECATED_NAMES));
    eventually()
        .until(
            () ->
                client.v1().events().inNamespace("default").list().getItems().stream()
                    .anyMatch(
                        e ->
                            "Warning".equals(e.getType())
                                && SettingsInEffect.REASON_DEPRECATED_NAMES.equals(e.getReason())));

    client
        .resource(
            ApiSerialization.read(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: keeps, namespace: %s}
                spec:
                  image: busybox
                  entrypoint: ls /data
                  storage:
                    storageEnabled: true
                    data: {storageSize: 1Gi}
                """
                    .formatted(NAMESPACE),
                KaiwoJob.class))
        .create();

    eventually()
        .untilAsserted(
            () ->
                assertThat(claim("keeps-data"))
                    .isNotNull()
                    .extracting(c -> c.getSpec().getStorageClassName())
                    .isEqualTo("fast"));
    eventually().untilAsserted(() -> assertThat(mountPaths("keeps")).contains("/data"));
  }

  private static String settingsInEffect() {
    KaiwoConfig config = client.resources(KaiwoConfig.class).withName("kaiwo").get();
    return config.getStatus() == null
        ? null
        : Conditions.find(config.getStatus().getConditions(), SettingsInEffect.TYPE)
            .map(Condition::getReason)
            .orElse(null);
  }

  private static PersistentVolumeClaim claim(String name) {
    return client.persistentVolumeClaims().inNamespace(NAMESPACE).withName(name).get();
  }

  /** Where the containers of Job {@code name} mount volumes; empty while there is no Job. */
  private static List<String> mountPaths(String name) {
    Job job = client.batch().v1().jobs().inNamespace(NAMESPACE).withName(name).get();
    return job == null
        ? List.of()
        : job.getSpec().getTemplate().getSpec().getContainers().stream()
            .flatMap(c -> c.getVolumeMounts().stream())
            .map(VolumeMount::getMountPath)
            .toList();
  }
}
