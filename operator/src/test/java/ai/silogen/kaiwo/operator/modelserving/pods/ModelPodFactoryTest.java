package ai.silogen.kaiwo.operator.modelserving.pods;

import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.build;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.env;
import static ai.silogen.kaiwo.operator.modelserving.pods.PodFixtures.server;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.config;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.model;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.operator.modelserving.testing.TestModels;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The common pod template, sources, credentials and caches (KubeAI's profile and pod tests). */
class ModelPodFactoryTest {

  @Test
  void podIsNamedLabelledAndOwnedByTheModel() throws Exception {
    DesiredPod desired = build(vllm("hf://o/m", "cpu:1"));
    Pod pod = desired.pod();

    assertThat(pod.getMetadata().getGenerateName()).isEqualTo("model-m-" + desired.hash() + "-");
    assertThat(pod.getMetadata().getNamespace()).isEqualTo("ns");
    assertThat(pod.getMetadata().getLabels())
        .containsAllEntriesOf(
            Map.of(
                "app", "model",
                "model", "m",
                "app.kubernetes.io/name", "vllm",
                "app.kubernetes.io/instance", "vllm-m",
                "app.kubernetes.io/managed-by", "kaiwo",
                "pod-hash", desired.hash()));
    assertThat(pod.getMetadata().getAnnotations()).containsEntry("model-pod-port", "8000");
    assertThat(pod.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(
            owner -> {
              assertThat(owner.getKind()).isEqualTo("Model");
              assertThat(owner.getUid()).isEqualTo("uid-1");
              assertThat(owner.getController()).isTrue();
            });
  }

  @Test
  void profileShapesResourcesAndScheduling() throws Exception {
    Pod pod = build(vllm("hf://o/m", "my-gpu:2", "priorityClassName: high")).pod();

    assertThat(server(pod).getResources().getLimits())
        .containsEntry("nvidia.com/gpu", new Quantity("2"));
    assertThat(server(pod).getResources().getRequests())
        .containsEntry("memory", new Quantity("48Gi"));
    assertThat(pod.getSpec().getNodeSelector()).containsEntry("my-gpu", "true");
    assertThat(pod.getSpec().getTolerations())
        .extracting(t -> t.getKey())
        .containsExactly("my-gpu-toleration");
    assertThat(pod.getSpec().getAffinity().getNodeAffinity()).isNotNull();
    assertThat(pod.getSpec().getSchedulerName()).isEqualTo("my-scheduler");
    assertThat(pod.getSpec().getRuntimeClassName()).isEqualTo("my-runtime");
    assertThat(pod.getSpec().getPriorityClassName()).isEqualTo("high");
    assertThat(pod.getSpec().getVolumes())
        .anySatisfy(
            v -> {
              assertThat(v.getName()).isEqualTo("dshm");
              assertThat(v.getEmptyDir().getMedium()).isEqualTo("Memory");
            });
  }

  @Test
  void serverPodSettingsComeFromTheSystemConfig() throws Exception {
    var config =
        SystemConfigLoader.parse(
            TestModels.CONFIG
                + """
            modelServerPods:
              serviceAccountName: models
              podSecurityContext: {runAsUser: 1000}
              securityContext: {readOnlyRootFilesystem: true}
              imagePullSecrets: [{name: registry}]
            """,
            "test");
    var namespace = namespaceDefaults("images: {imagePullSecrets: [team-registry, registry]}");
    Pod pod = build(vllm("hf://o/m", "cpu:1"), config, namespace).pod();

    assertThat(pod.getSpec().getServiceAccountName()).isEqualTo("models");
    assertThat(pod.getSpec().getSecurityContext().getRunAsUser()).isEqualTo(1000L);
    assertThat(server(pod).getSecurityContext().getReadOnlyRootFilesystem()).isTrue();
    assertThat(pod.getSpec().getImagePullSecrets())
        .extracting(s -> s.getName())
        .containsExactly("registry", "team-registry");
  }

  @Test
  void namespaceCredentialsWinOverConfiguredSecrets() throws Exception {
    var namespace =
        namespaceDefaults(
            """
            credentials:
              huggingFaceToken: {secretName: team-hf, secretKey: hf-key}
              s3:
                - endpointUrl: https://minio.a
                  accessKeyId: {secretName: minio-a, secretKey: id}
                  secretAccessKey: {secretName: minio-a, secretKey: secret}
                - endpointUrl: https://minio.b
                  accessKeyId: {secretName: minio-b, secretKey: id}
                  secretAccessKey: {secretName: minio-b, secretKey: secret}
            """);

    assertThat(env(server(build(vllm("hf://o/m", "cpu:1"), config(), namespace).pod())))
        .containsEntry("HF_TOKEN", "secret:team-hf/hf-key");
    assertThat(env(server(build(vllm("s3://b/m", "cpu:1"), config(), namespace).pod())))
        .containsEntry("AWS_ACCESS_KEY_ID", "secret:minio-a/id")
        .containsEntry("AWS_ENDPOINT_URL", "https://minio.a");
    assertThat(
            env(
                server(
                    build(
                            vllm(
                                "s3://b/m",
                                "cpu:1",
                                "env: {AWS_ENDPOINT_URL: \"https://minio.b\"}"),
                            config(),
                            namespace)
                        .pod())))
        .containsEntry("AWS_ACCESS_KEY_ID", "secret:minio-b/id")
        .containsEntry("AWS_ENDPOINT_URL", "https://minio.b");
  }

  @Test
  void cachedModelsReadTheirDirectoryReadOnly() throws Exception {
    Pod pod = build(vllm("gs://bucket/model", "cpu:1", "cacheProfile: fast")).pod();

    assertThat(server(pod).getArgs()).contains("--model=/models/m-uid-1");
    assertThat(server(pod).getVolumeMounts())
        .anySatisfy(
            m -> {
              assertThat(m.getMountPath()).isEqualTo("/models/m-uid-1");
              assertThat(m.getSubPath()).isEqualTo("models/m-uid-1");
              assertThat(m.getReadOnly()).isTrue();
            });
    assertThat(pod.getSpec().getVolumes())
        .filteredOn(v -> v.getPersistentVolumeClaim() != null)
        .extracting(v -> v.getPersistentVolumeClaim().getClaimName())
        .containsExactly("shared-model-cache-fast");
    assertThat(env(server(pod))).doesNotContainKey("GOOGLE_APPLICATION_CREDENTIALS");
  }

  @Test
  void objectStoreAdaptersAreFetchedByAnInitContainer() throws Exception {
    Pod pod =
        build(
                vllm(
                    "pvc://base",
                    "cpu:1",
                    "adapters: [{name: sql, url: \"s3://bucket/sql\"}, {name: chat, url: \"hf://org/chat\"}]"))
            .pod();

    assertThat(pod.getSpec().getInitContainers())
        .singleElement()
        .satisfies(
            init -> {
              assertThat(init.getName()).isEqualTo("adapter-loader");
              assertThat(init.getImage()).isEqualTo("loader:1");
              assertThat(init.getCommand())
                  .containsExactly(
                      "sh", "-c", "set -e\n/bin/load 's3://bucket/sql' '/adapters/sql'");
              assertThat(env(init))
                  .containsEntry("AWS_ACCESS_KEY_ID", "secret:aws-creds/accessKeyID");
            });
    assertThat(server(pod).getVolumeMounts())
        .anySatisfy(
            m -> {
              assertThat(m.getMountPath()).isEqualTo("/adapters");
              assertThat(m.getReadOnly()).isTrue();
            });
    // the hf adapter is downloaded by vLLM itself, which needs the token
    assertThat(env(server(pod))).containsEntry("HF_TOKEN", "secret:hf-creds/token");
    assertThat(pod.getMetadata().getAnnotations())
        .containsEntry("kaiwo.silogen.ai/prefetched-adapters", "{\"sql\":\"s3://bucket/sql\"}");
  }

  @Test
  void hashChangesWithTheSpecAndOnlyWithIt() throws Exception {
    String base = build(vllm("hf://o/m", "cpu:1", "args: [--a]")).hash();

    assertThat(build(vllm("hf://o/m", "cpu:1", "args: [--a]")).hash()).isEqualTo(base);
    assertThat(build(vllm("hf://o/m", "cpu:1", "args: [--a]", "minReplicas: 3")).hash())
        .isEqualTo(base);
    assertThat(build(vllm("hf://o/m", "cpu:1", "args: [--b]")).hash()).isNotEqualTo(base);
    assertThat(build(vllm("hf://o/m", "cpu:2", "args: [--a]")).hash()).isNotEqualTo(base);
    assertThat(build(vllm("hf://o/m", "cpu:1", "args: [--a]", "image: other")).hash())
        .isNotEqualTo(base);
    assertThat(base).matches("[bcdfghjklmnpqrstvwxz2456789]+");
  }

  @Test
  void podAddressOverrideIsCopiedOnlyWhenAllowed() throws Exception {
    Model model = vllm("hf://o/m", "cpu:1");
    model
        .getMetadata()
        .setAnnotations(Map.of("model-pod-ip", "10.0.0.9", "model-pod-port", "9000"));
    var allowing =
        SystemConfigLoader.parse(TestModels.CONFIG + "allowPodAddressOverride: true\n", "test");

    assertThat(build(model).pod().getMetadata().getAnnotations())
        .containsExactlyEntriesOf(Map.of("model-pod-port", "8000"));
    assertThat(
            build(model, allowing, NamespaceDefaults.none("default"))
                .pod()
                .getMetadata()
                .getAnnotations())
        .containsEntry("model-pod-ip", "10.0.0.9")
        .containsEntry("model-pod-port", "9000");
  }

  @Test
  void everyEngineGetsTheCommonTemplate() throws Exception {
    for (String engine : List.of("VLLM", "OLlama", "FasterWhisper", "Infinity")) {
      Pod pod =
          build(model(engine, engine.equals("OLlama") ? "ollama://q" : "hf://o/m", "cpu:1")).pod();
      assertThat(pod.getSpec().getContainers())
          .extracting(c -> c.getName())
          .containsExactly("server");
      assertThat(server(pod).getVolumeMounts())
          .anySatisfy(m -> assertThat(m.getMountPath()).isEqualTo("/dev/shm"));
      assertThat(server(pod).getResources().getRequests()).containsEntry("cpu", new Quantity("1"));
    }
  }

  /** What an AIMNamespaceConfig with {@code spec} supplies to namespace {@code ns}. */
  private static NamespaceDefaults namespaceDefaults(String spec) {
    return NamespaceDefaults.of(
        ApiSerialization.read(
            """
            apiVersion: config.kaiwo.silogen.ai/v1alpha1
            kind: AIMNamespaceConfig
            metadata: {name: team, namespace: ns}
            spec:
            """
                + spec.indent(2),
            AIMNamespaceConfig.class));
  }
}
