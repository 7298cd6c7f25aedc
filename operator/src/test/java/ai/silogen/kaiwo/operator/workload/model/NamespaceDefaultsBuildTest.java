package ai.silogen.kaiwo.operator.workload.model;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.DownloadTaskConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The AIMNamespaceConfig of a workload's namespace supplies credentials and image pull secrets
 * where the workload names none; whatever the workload says itself wins.
 */
class NamespaceDefaultsBuildTest {

  private static final AIMNamespaceConfig CONFIG =
      ApiSerialization.read(
          """
          apiVersion: config.kaiwo.silogen.ai/v1alpha1
          kind: AIMNamespaceConfig
          metadata: {name: aim, namespace: team}
          spec:
            credentials:
              huggingFaceToken: {secretName: team-hf, secretKey: token}
              s3:
                - accessKeyId: {secretName: team-s3, secretKey: id}
                  secretAccessKey: {secretName: team-s3, secretKey: secret}
            images: {imagePullSecrets: [team-registry, shared]}
          """,
          AIMNamespaceConfig.class);

  private static final ClusterFacts FACTS =
      ModelFixtures.facts().withNamespaceConfigs(NamespaceConfigs.of(List.of(CONFIG)));

  private static final String STORAGE =
      """
      metadata: {name: tune}
      spec:
        image: busybox
        %s
        storage:
          storageEnabled: true
          data:
            storageSize: 10Gi
            download:
              s3:
                - endpointUrl: https://s3.example.com
                  buckets: [{name: datasets}]
                - endpointUrl: https://own.example.com
                  accessKeyId: {secretName: own-s3, secretKey: id}
                  secretKey: {secretName: own-s3, secretKey: secret}
                  buckets: [{name: private}]
          huggingFace:
            storageSize: 10Gi
            preCacheRepos: [{repoId: org/model}]
      """;

  private static DesiredState build(String extraSpec) {
    return DesiredStateBuilder.build(
        ModelFixtures.job(STORAGE.formatted(extraSpec)), FACTS, ModelFixtures.OPTIONS);
  }

  @Test
  void downloadItemsWithoutCredentialsGetTheNamespacesAndOthersKeepTheirs() {
    DesiredState state = build("");
    DownloadTaskConfig config =
        ApiSerialization.read(
            state.downloadConfig().orElseThrow().getData().get(DownloadConfigBuilder.CONFIG_KEY),
            DownloadTaskConfig.class);

    assertThat(config.getS3().get(0).getAccessKeyId().getFile())
        .isEqualTo("/app/secrets/team-s3/id");
    assertThat(config.getS3().get(1).getAccessKeyId().getFile())
        .isEqualTo("/app/secrets/own-s3/id");
    PodSpec downloader = state.downloadJob().orElseThrow().getSpec().getTemplate().getSpec();
    assertThat(downloader.getVolumes())
        .extracting(v -> v.getSecret() == null ? null : v.getSecret().getSecretName())
        .contains("team-s3", "own-s3");
  }

  @Test
  void theDownloadJobReadsTheNamespacesHuggingFaceTokenUnlessTheWorkloadSetsOne() {
    Container namespaceToken = downloader(build(""));
    assertThat(namespaceToken.getEnv())
        .filteredOn(e -> e.getName().equals("HF_TOKEN"))
        .singleElement()
        .satisfies(e -> assertThat(secretName(e)).isEqualTo("team-hf"));

    Container ownToken =
        downloader(
            build(
                """
                env: [{name: HF_TOKEN, valueFrom: {secretKeyRef: {name: mine, key: t}}}]\
                """));
    assertThat(ownToken.getEnv())
        .filteredOn(e -> e.getName().equals("HF_TOKEN"))
        .singleElement()
        .satisfies(e -> assertThat(secretName(e)).isEqualTo("mine"));
  }

  @Test
  void pullSecretsFollowTheWorkloadsOwnOnEveryPod() {
    DesiredState state = build("imagePullSecrets: [{name: own}, {name: shared}]");

    assertThat(pullSecrets(((Job) state.workload()).getSpec().getTemplate().getSpec()))
        .containsExactly("own", "shared", "team-registry");
    assertThat(pullSecrets(state.downloadJob().orElseThrow().getSpec().getTemplate().getSpec()))
        .containsExactly("own", "shared", "team-registry");
  }

  @Test
  void servicePodsGetThePullSecretsToo() {
    KaiwoService service =
        ModelFixtures.service("metadata: {name: chat}\nspec: {image: vllm/vllm-openai}");
    Deployment deployment =
        (Deployment) DesiredStateBuilder.build(service, FACTS, ModelFixtures.OPTIONS).workload();

    assertThat(pullSecrets(deployment.getSpec().getTemplate().getSpec()))
        .containsExactly("team-registry", "shared");
  }

  @Test
  void workloadsInOtherNamespacesAreUnaffected() {
    KaiwoJob job = ModelFixtures.job(STORAGE.formatted(""));
    job.getMetadata().setNamespace("elsewhere");
    DesiredState state = DesiredStateBuilder.build(job, FACTS, ModelFixtures.OPTIONS);

    assertThat(((Job) state.workload()).getSpec().getTemplate().getSpec().getImagePullSecrets())
        .isNullOrEmpty();
    assertThat(downloader(state).getEnv()).noneMatch(e -> e.getName().equals("HF_TOKEN"));
    assertThat(state.downloadJob().orElseThrow().getSpec().getTemplate().getSpec().getVolumes())
        .extracting(Volume::getName)
        .noneMatch(name -> name.contains("team-s3"));
  }

  private static Container downloader(DesiredState state) {
    return state
        .downloadJob()
        .orElseThrow()
        .getSpec()
        .getTemplate()
        .getSpec()
        .getContainers()
        .get(0);
  }

  private static String secretName(EnvVar env) {
    return env.getValueFrom().getSecretKeyRef().getName();
  }

  private static List<String> pullSecrets(PodSpec pod) {
    return pod.getImagePullSecrets().stream().map(LocalObjectReference::getName).toList();
  }
}
