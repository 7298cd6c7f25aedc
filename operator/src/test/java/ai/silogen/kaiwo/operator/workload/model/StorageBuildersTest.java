package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.env;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.DownloadTaskConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import org.junit.jupiter.api.Test;

class StorageBuildersTest {

  private static final KaiwoJob WITH_STORAGE =
      ModelFixtures.example("jobs/job-with-storage.yaml", KaiwoJob.class);

  @Test
  void claimsAreNamedAfterTheWorkloadAndOwnedByIt() {
    DesiredState state =
        DesiredStateBuilder.build(
            WITH_STORAGE,
            ModelFixtures.facts("storage: {defaultStorageClass: longhorn}"),
            ModelFixtures.OPTIONS);
    assertThat(state.claims())
        .extracting(c -> c.getMetadata().getName())
        .containsExactly("finetune-llama-data", "finetune-llama-hf");
    PersistentVolumeClaim data = state.claims().get(0);
    assertThat(data.getSpec().getAccessModes()).containsExactly("ReadWriteMany");
    assertThat(data.getSpec().getStorageClassName()).isEqualTo("longhorn");
    assertThat(data.getSpec().getResources().getRequests().get("storage").toString())
        .isEqualTo("100Gi");
    assertThat(data.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(o -> assertThat(o.getName()).isEqualTo("finetune-llama"));
    assertThat(
            state.claims().get(1).getSpec().getResources().getRequests().get("storage").toString())
        .isEqualTo("200Gi");
  }

  @Test
  void workloadMountsTheClaimsAndSeesHfHome() {
    Job job = (Job) ModelFixtures.build(WITH_STORAGE).workload();
    PodSpec pod = job.getSpec().getTemplate().getSpec();
    assertThat(pod.getVolumes()).extracting(Volume::getName).contains("data", "hf");
    Container main = pod.getContainers().get(0);
    assertThat(main.getVolumeMounts())
        .extracting(VolumeMount::getMountPath)
        .contains("/workload", "/hf_cache", "/dev/shm");
    assertThat(env(main)).containsEntry("HF_HOME", "/hf_cache");
  }

  @Test
  void downloadConfigPointsCredentialsAtMountedSecretFiles() {
    DesiredState state = ModelFixtures.build(WITH_STORAGE);
    assertThat(state.downloadConfig())
        .get()
        .satisfies(
            configMap ->
                assertThat(configMap.getMetadata().getName()).isEqualTo("finetune-llama-download"));
    DownloadTaskConfig config =
        ApiSerialization.read(
            state.downloadConfig().orElseThrow().getData().get("config.yaml"),
            DownloadTaskConfig.class);
    assertThat(config.getDownloadRoot()).isEqualTo("/workload");
    assertThat(config.getHfHome()).isEqualTo("/hf_cache");
    assertThat(config.getS3().get(0).getAccessKeyId().getFile())
        .isEqualTo("/app/secrets/s3-credentials/access-key-id");
    assertThat(config.getS3().get(0).getSecretKey().getFile())
        .isEqualTo("/app/secrets/s3-credentials/secret-access-key");
    assertThat(config.getHf())
        .singleElement()
        .satisfies(r -> assertThat(r.getRepoId()).isEqualTo("meta-llama/Llama-3.1-8B-Instruct"));
    assertThat(
            WITH_STORAGE
                .getSpec()
                .getStorage()
                .getData()
                .getDownload()
                .getS3()
                .get(0)
                .getAccessKeyId()
                .getFile())
        .as("input untouched")
        .isNull();
  }

  @Test
  void downloadJobRunsOurImageWithClaimsConfigAndSecrets() {
    Job download = ModelFixtures.build(WITH_STORAGE).downloadJob().orElseThrow();
    assertThat(download.getMetadata().getName()).isEqualTo("finetune-llama-download");
    assertThat(download.getMetadata().getLabels())
        .containsEntry("kaiwo.silogen.ai/type", "downloader")
        .doesNotContainKey("kueue.x-k8s.io/queue-name");
    assertThat(download.getSpec().getBackoffLimit()).isZero();
    assertThat(download.getSpec().getTtlSecondsAfterFinished()).isNull();
    PodSpec pod = download.getSpec().getTemplate().getSpec();
    assertThat(pod.getRestartPolicy()).isEqualTo("Never");
    assertThat(pod.getSecurityContext().getRunAsUser()).isEqualTo(1000L);
    Container container = pod.getContainers().get(0);
    assertThat(container.getImage()).isEqualTo("ghcr.io/silogen/kaiwo:test");
    assertThat(container.getArgs()).containsExactly("download", "/config/config.yaml");
    assertThat(container.getVolumeMounts())
        .extracting(VolumeMount::getMountPath)
        .containsExactly("/config", "/workload", "/hf_cache", "/app/secrets/s3-credentials");
    assertThat(env(container)).containsEntry("HF_HOME", "/hf_cache");
    assertThat(container.getEnv()).anySatisfy(e -> assertThat(e.getName()).isEqualTo("HF_TOKEN"));
    Volume secret =
        pod.getVolumes().stream().filter(v -> v.getSecret() != null).findFirst().orElseThrow();
    assertThat(secret.getName()).isEqualTo("secret-s3-credentials");
    assertThat(secret.getSecret().getItems())
        .extracting(i -> i.getKey())
        .containsExactly("access-key-id", "secret-access-key");
    assertThat(pod.getVolumes())
        .anySatisfy(
            v ->
                assertThat(v.getConfigMap() == null ? null : v.getConfigMap().getName())
                    .isEqualTo("finetune-llama-download"));
  }

  @Test
  void kaiwoConfigStorageDefaultsApplyAndHfClaimExistsWithoutPreCaching() {
    KaiwoJob job =
        job(
            """
            metadata: {name: s}
            spec:
              image: x
              storage:
                storageEnabled: true
                accessMode: ReadWriteOnce
                data: {storageSize: 1Gi}
                huggingFace: {storageSize: 2Gi, mountPath: /models}
            """);
    DesiredState state =
        DesiredStateBuilder.build(
            job,
            ModelFixtures.facts("storage: {defaultDataMountPath: /data}"),
            ModelFixtures.OPTIONS);
    assertThat(state.claims())
        .extracting(c -> c.getMetadata().getName())
        .containsExactly("s-data", "s-hf");
    assertThat(state.claims().get(0).getSpec().getStorageClassName())
        .as("no class: the cluster default")
        .isNull();
    assertThat(state.claims().get(0).getSpec().getAccessModes()).containsExactly("ReadWriteOnce");
    assertThat(state.hasDownloads()).isFalse();
    Container main =
        ((Job) state.workload()).getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(main.getVolumeMounts())
        .extracting(VolumeMount::getMountPath)
        .contains("/data", "/models");
    assertThat(env(main)).containsEntry("HF_HOME", "/models");
  }

  @Test
  void aPathTheUserChoseWinsEvenWhenItIsTheBuiltInDefault() {
    KaiwoJob job =
        job(
            """
            metadata: {name: s}
            spec:
              image: x
              storage:
                storageEnabled: true
                data: {storageSize: 1Gi, mountPath: /workload}
                huggingFace: {storageSize: 2Gi}
            """);
    DesiredState state =
        DesiredStateBuilder.build(
            job,
            ModelFixtures.facts(
                "storage: {defaultDataMountPath: /data, defaultHfMountPath: /cache}"),
            ModelFixtures.OPTIONS);
    Container main =
        ((Job) state.workload()).getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(main.getVolumeMounts())
        .extracting(VolumeMount::getMountPath)
        .contains("/workload", "/cache")
        .doesNotContain("/data");
    assertThat(env(main)).containsEntry("HF_HOME", "/cache");
  }

  @Test
  void storageNotEnabledCreatesNothing() {
    DesiredState state =
        ModelFixtures.build(
            job("metadata: {name: s}\nspec: {image: x, storage: {data: {storageSize: 1Gi}}}"));
    assertThat(state.claims()).isEmpty();
    assertThat(state.all()).extracting(o -> o.getKind()).containsExactly("LocalQueue", "Job");
  }

  @Test
  void objectsComeInCreationOrderAndTheLocalQueueIsNamedAfterTheClusterQueue() {
    DesiredState state = ModelFixtures.build(WITH_STORAGE);
    assertThat(state.all())
        .extracting(o -> o.getKind() + "/" + o.getMetadata().getName())
        .containsExactly(
            "PersistentVolumeClaim/finetune-llama-data",
            "PersistentVolumeClaim/finetune-llama-hf",
            "ConfigMap/finetune-llama-download",
            "Job/finetune-llama-download",
            "LocalQueue/kaiwo",
            "Job/finetune-llama");
    assertThat(state.localQueue().getSpec().getClusterQueue()).isEqualTo("kaiwo");
    assertThat(state.localQueue().getMetadata().getNamespace()).isEqualTo("team");
    assertThat(state.localQueue().getMetadata().getOwnerReferences()).isEmpty();
  }
}
