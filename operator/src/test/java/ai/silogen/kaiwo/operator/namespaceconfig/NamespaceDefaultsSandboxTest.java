package ai.silogen.kaiwo.operator.namespaceconfig;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.modelserving.ModelServingModule;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a namespace's AIMNamespaceConfig supplies reaches the pods of the workloads and Models in
 * it, on a sandbox cluster running the workload, queue and model-serving controllers together.
 */
class NamespaceDefaultsSandboxTest {

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
                new WorkloadsModule(),
                new ModelServingModule(SystemConfigLoader.defaults())));
    client = cluster.client();
    for (String namespace : List.of("team", "later")) {
      client
          .namespaces()
          .resource(
              new NamespaceBuilder().withNewMetadata().withName(namespace).endMetadata().build())
          .create();
      client
          .secrets()
          .inNamespace(namespace)
          .resource(
              new SecretBuilder()
                  .withNewMetadata()
                  .withName("hf-token")
                  .endMetadata()
                  .withStringData(Map.of("token", "hf_secret"))
                  .build())
          .create();
    }
    client.resource(namespaceConfig("team")).create();
    OperatorSandbox.awaitQueueConfigReady(client);
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void aJobPreCachingFromHuggingFaceGetsTheNamespacesTokenAndPullSecrets() {
    client
        .resource(
            ApiSerialization.read(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: tune, namespace: team}
                spec:
                  image: busybox
                  entrypoint: sleep 1
                  storage:
                    storageEnabled: true
                    huggingFace:
                      storageSize: 1Gi
                      preCacheRepos: [{repoId: org/model}]
                """,
                KaiwoJob.class))
        .create();

    Job download = eventually().until(() -> job("tune-download"), j -> j != null);
    PodSpec downloader = download.getSpec().getTemplate().getSpec();
    assertThat(downloader.getContainers().get(0).getEnv())
        .filteredOn(e -> e.getName().equals("HF_TOKEN"))
        .singleElement()
        .extracting(EnvVar::getValueFrom)
        .satisfies(v -> assertThat(v.getSecretKeyRef().getName()).isEqualTo("hf-token"));
    assertThat(pullSecrets(downloader)).containsExactly("team-registry");

    Job workload = eventually().until(() -> job("tune"), j -> j != null);
    assertThat(pullSecrets(workload.getSpec().getTemplate().getSpec()))
        .containsExactly("team-registry");
  }

  @Test
  void modelPodsGetTheNamespacesPullSecretsAndToken() {
    client
        .resource(
            ApiSerialization.read(
                """
                apiVersion: kubeai.org/v1
                kind: Model
                metadata: {name: chat, namespace: team}
                spec:
                  url: hf://org/model
                  engine: VLLM
                  features: [TextGeneration]
                  resourceProfile: cpu:1
                  minReplicas: 1
                """,
                Model.class))
        .create();

    PodSpec pod =
        eventually()
            .until(
                () -> client.pods().inNamespace("team").withLabel("model", "chat").list(),
                pods -> pods.getItems().size() == 1)
            .getItems()
            .get(0)
            .getSpec();
    assertThat(pullSecrets(pod)).containsExactly("team-registry");
    assertThat(pod.getContainers().get(0).getEnv())
        .filteredOn(e -> e.getName().equals("HF_TOKEN"))
        .singleElement()
        .satisfies(
            e -> assertThat(e.getValueFrom().getSecretKeyRef().getName()).isEqualTo("hf-token"));
  }

  @Test
  void aConfigCreatedLaterReachesRunningWorkloads() {
    client
        .resource(
            ApiSerialization.read(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoService
                metadata: {name: web, namespace: later}
                spec: {image: nginx}
                """,
                KaiwoService.class))
        .create();
    eventually()
        .until(
            () -> client.apps().deployments().inNamespace("later").withName("web").get(),
            d -> d != null);

    client.resource(namespaceConfig("later")).create();

    eventually()
        .untilAsserted(
            () -> {
              Deployment deployment =
                  client.apps().deployments().inNamespace("later").withName("web").get();
              assertThat(pullSecrets(deployment.getSpec().getTemplate().getSpec()))
                  .containsExactly("team-registry");
            });
  }

  private static AIMNamespaceConfig namespaceConfig(String namespace) {
    return ApiSerialization.read(
        """
        apiVersion: config.kaiwo.silogen.ai/v1alpha1
        kind: AIMNamespaceConfig
        metadata: {name: aim, namespace: %s}
        spec:
          credentials: {huggingFaceToken: {secretName: hf-token, secretKey: token}}
          images: {imagePullSecrets: [team-registry]}
        """
            .formatted(namespace),
        AIMNamespaceConfig.class);
  }

  private static Job job(String name) {
    return client.batch().v1().jobs().inNamespace("team").withName(name).get();
  }

  private static List<String> pullSecrets(PodSpec pod) {
    return pod.getImagePullSecrets() == null
        ? List.of()
        : pod.getImagePullSecrets().stream().map(LocalObjectReference::getName).toList();
  }
}
