package ai.silogen.kaiwo.operator.modelserving.cache;

import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.config;
import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.config.CacheProfile.SharedFilesystem;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelResolver;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import org.junit.jupiter.api.Test;

class CacheObjectsTest {

  @Test
  void claimIsSharedReadWriteManyAndUnowned() {
    PersistentVolumeClaim claim =
        CacheObjects.claim("ns", "fast", new SharedFilesystem("nfs", "pv-1"));

    assertThat(claim.getMetadata().getName()).isEqualTo("shared-model-cache-fast");
    assertThat(claim.getMetadata().getNamespace()).isEqualTo("ns");
    assertThat(claim.getMetadata().getOwnerReferences()).isEmpty();
    assertThat(claim.getMetadata().getLabels())
        .containsEntry("kaiwo.silogen.ai/cache-profile", "fast");
    assertThat(claim.getSpec().getAccessModes()).containsExactly("ReadWriteMany");
    assertThat(claim.getSpec().getStorageClassName()).isEqualTo("nfs");
    assertThat(claim.getSpec().getVolumeName()).isEqualTo("pv-1");
    assertThat(claim.getSpec().getResources().getRequests().get("storage").toString())
        .isEqualTo("10Gi");
  }

  @Test
  void loadJobCopiesTheSourceIntoTheModelDirectory() throws Exception {
    Model model =
        vllm(
            "s3://bucket/model",
            "cpu:1",
            "cacheProfile: fast",
            "env: {AWS_ENDPOINT_URL: \"http://minio\"}");
    Job job =
        CacheObjects.loadJob(
            ModelResolver.resolve(model, config(), NamespaceDefaults.none("default")));
    Container loader = job.getSpec().getTemplate().getSpec().getContainers().get(0);

    assertThat(job.getMetadata().getName()).isEqualTo("load-cache-m");
    assertThat(job.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(o -> assertThat(o.getUid()).isEqualTo("uid-1"));
    assertThat(job.getSpec().getTtlSecondsAfterFinished()).isEqualTo(60);
    assertThat(job.getSpec().getTemplate().getSpec().getRestartPolicy()).isEqualTo("OnFailure");
    assertThat(loader.getName()).isEqualTo("loader");
    assertThat(loader.getImage()).isEqualTo("loader:1");
    assertThat(loader.getArgs()).containsExactly("s3://bucket/model", "/models/m-uid-1");
    assertThat(loader.getEnv())
        .extracting(e -> e.getName())
        .containsExactly("AWS_ENDPOINT_URL", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY");
    assertThat(loader.getVolumeMounts())
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m.getMountPath()).isEqualTo("/models/m-uid-1");
              assertThat(m.getSubPath()).isEqualTo("models/m-uid-1");
              assertThat(m.getReadOnly()).isFalse();
            });
    assertThat(job.getSpec().getTemplate().getMetadata().getLabels())
        .containsEntry("app", "model-cache")
        .containsEntry("kaiwo.silogen.ai/model", "m")
        .doesNotContainKey("model");
  }

  @Test
  void loadJobReadsHuggingFaceWithTheNamespacesTokenAndPullSecrets() throws Exception {
    NamespaceDefaults namespace = teamNamespace();
    Job job =
        CacheObjects.loadJob(
            ModelResolver.resolve(
                vllm("hf://o/m", "cpu:1", "cacheProfile: fast"), config(), namespace));
    PodSpec pod = job.getSpec().getTemplate().getSpec();

    assertThat(pod.getContainers().get(0).getEnv())
        .singleElement()
        .satisfies(
            e -> assertThat(e.getValueFrom().getSecretKeyRef().getName()).isEqualTo("team-hf"));
    assertThat(pod.getImagePullSecrets())
        .extracting(LocalObjectReference::getName)
        .containsExactly("team-registry");
  }

  @Test
  void evictJobPullsTheLoaderImageWithTheNamespacesSecrets() {
    Model model = vllm("hf://o/m", "cpu:1", "cacheProfile: fast");

    Job job = CacheObjects.evictJob(model, config(), teamNamespace());

    assertThat(job.getSpec().getTemplate().getSpec().getImagePullSecrets())
        .extracting(LocalObjectReference::getName)
        .containsExactly("team-registry");
  }

  private static NamespaceDefaults teamNamespace() {
    return NamespaceDefaults.of(
        ApiSerialization.read(
            """
            apiVersion: config.kaiwo.silogen.ai/v1alpha1
            kind: AIMNamespaceConfig
            metadata: {name: aim, namespace: ns}
            spec:
              credentials: {huggingFaceToken: {secretName: team-hf, secretKey: token}}
              images: {imagePullSecrets: [team-registry]}
            """,
            AIMNamespaceConfig.class));
  }

  @Test
  void evictJobRemovesOnlyTheModelDirectory() {
    Model model = vllm("hf://o/m", "cpu:1", "cacheProfile: fast");
    Job job = CacheObjects.evictJob(model, config(), NamespaceDefaults.none("default"));
    Container evictor = job.getSpec().getTemplate().getSpec().getContainers().get(0);

    assertThat(job.getMetadata().getName()).isEqualTo("evict-cache-m");
    assertThat(evictor.getCommand()).containsExactly("bash", "-c", "rm -rf /models/m-uid-1");
    assertThat(evictor.getVolumeMounts())
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m.getMountPath()).isEqualTo("/models");
              assertThat(m.getSubPath()).isEqualTo("models");
            });
    assertThat(job.getSpec().getTemplate().getSpec().getVolumes())
        .singleElement()
        .satisfies(
            v ->
                assertThat(v.getPersistentVolumeClaim().getClaimName())
                    .isEqualTo("shared-model-cache-fast"));
  }
}
