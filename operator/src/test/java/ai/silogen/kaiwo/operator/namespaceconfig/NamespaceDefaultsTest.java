package ai.silogen.kaiwo.operator.namespaceconfig;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ObjectStorageDownloadSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ValueReference;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

class NamespaceDefaultsTest {

  static AIMNamespaceConfig config(String name, String created) {
    AIMNamespaceConfig config =
        ApiSerialization.read(
            """
            apiVersion: config.kaiwo.silogen.ai/v1alpha1
            kind: AIMNamespaceConfig
            metadata: {name: team, namespace: team-a, uid: u-1, generation: 2}
            spec:
              gateway: {name: kgw, namespace: gateway-system}
              credentials:
                huggingFaceToken: {secretName: hf, secretKey: token}
                s3:
                  - endpointUrl: https://minio.example.com/
                    accessKeyId: {secretName: minio, secretKey: id}
                    secretAccessKey: {secretName: minio, secretKey: secret}
                  - accessKeyId: {secretName: aws, secretKey: id}
                    secretAccessKey: {secretName: aws, secretKey: secret}
                  - endpointUrl: https://incomplete
                    accessKeyId: {secretName: x}
                gcs: [{applicationCredentials: {secretName: gcs, secretKey: key.json}}]
                azureBlob: [{connectionString: {secretName: azure, secretKey: conn}}]
              images: {imagePullSecrets: [regcred, regcred, other]}
            """,
            AIMNamespaceConfig.class);
    config.getMetadata().setName(name);
    config.getMetadata().setCreationTimestamp(created);
    return config;
  }

  private static final NamespaceDefaults DEFAULTS =
      NamespaceDefaults.of(config("team", "2026-01-01T00:00:00Z"));

  @Test
  void aConfigSuppliesItsCredentialsAndPullSecrets() {
    assertThat(DEFAULTS.namespace()).isEqualTo("team-a");
    assertThat(DEFAULTS.source()).contains("team");
    assertThat(DEFAULTS.huggingFaceToken()).map(ValueReference::getSecretName).contains("hf");
    assertThat(DEFAULTS.s3()).as("incomplete references are skipped").hasSize(2);
    assertThat(DEFAULTS.imagePullSecrets()).containsExactly("regcred", "other");
    assertThat(DEFAULTS.gcsCredentials()).map(ValueReference::getSecretKey).contains("key.json");
    assertThat(DEFAULTS.azureBlobConnectionString())
        .map(ValueReference::getSecretName)
        .contains("azure");
  }

  @Test
  void s3CredentialsAreChosenByEndpointThenTheCatchAll() {
    assertThat(DEFAULTS.s3For("HTTPS://minio.example.com"))
        .map(c -> c.accessKeyId().getSecretName())
        .contains("minio");
    assertThat(DEFAULTS.s3For("https://s3.amazonaws.com"))
        .map(c -> c.accessKeyId().getSecretName())
        .contains("aws");
  }

  @Test
  void downloadsWithoutCredentialsGetTheNamespacesAndOthersKeepTheirs() {
    ObjectStorageDownloadSpec download =
        ApiSerialization.read(
            """
            s3:
              - endpointUrl: https://minio.example.com
                buckets: [{name: data}]
              - endpointUrl: https://minio.example.com
                accessKeyId: {secretName: mine, secretKey: id}
                secretKey: {secretName: mine, secretKey: secret}
                buckets: [{name: data}]
            gcs: [{buckets: [{name: g}]}]
            azureBlob: [{containers: [{name: c}]}]
            """,
            ObjectStorageDownloadSpec.class);

    ObjectStorageDownloadSpec filled = DefaultsApplication.withCredentials(download, DEFAULTS);

    assertThat(filled.getS3().get(0).getAccessKeyId().getSecretName()).isEqualTo("minio");
    assertThat(filled.getS3().get(0).getSecretKey().getSecretKey()).isEqualTo("secret");
    assertThat(filled.getS3().get(1).getAccessKeyId().getSecretName()).isEqualTo("mine");
    assertThat(filled.getGcs().getFirst().getApplicationCredentials().getSecretName())
        .isEqualTo("gcs");
    assertThat(filled.getAzureBlob().getFirst().getConnectionString().getSecretName())
        .isEqualTo("azure");
    assertThat(download.getS3().getFirst().getAccessKeyId()).as("input untouched").isNull();

    filled.getS3().getFirst().getAccessKeyId().setFile("/mutated");
    assertThat(DEFAULTS.s3().getFirst().accessKeyId().getFile())
        .as("defaults are not shared")
        .isNull();
    assertThat(DefaultsApplication.withCredentials(null, DEFAULTS)).isNull();
  }

  @Test
  void theWorkloadsOwnPullSecretsComeBeforeTheNamespacesAndNoNameTwice() {
    PodSpec pod = new PodSpecBuilder().addNewImagePullSecret("template").build();
    DefaultsApplication.addImagePullSecrets(
        pod,
        List.of(
            new LocalObjectReference("own"),
            new LocalObjectReference("template"),
            new LocalObjectReference("own"),
            new LocalObjectReference("other")),
        DEFAULTS);
    assertThat(pod.getImagePullSecrets())
        .extracting(LocalObjectReference::getName)
        .containsExactly("template", "own", "other", "regcred");

    PodSpec none = new PodSpec();
    none.setImagePullSecrets(null);
    DefaultsApplication.addImagePullSecrets(none, null, NamespaceDefaults.none("team-a"));
    assertThat(none.getImagePullSecrets()).as("nothing to add leaves the field unset").isNull();
  }

  @Test
  void podsGetPullSecretsAppendedAndContainersTheTokenUnlessTheySetIt() {
    PodSpec pod = new PodSpecBuilder().addNewImagePullSecret("other").build();
    DefaultsApplication.addImagePullSecrets(pod, List.of(), DEFAULTS);
    assertThat(pod.getImagePullSecrets())
        .extracting(LocalObjectReference::getName)
        .containsExactly("other", "regcred");

    Container plain = new ContainerBuilder().withName("main").build();
    DefaultsApplication.addHuggingFaceToken(plain, DEFAULTS);
    assertThat(plain.getEnv())
        .singleElement()
        .satisfies(
            env -> {
              assertThat(env.getName()).isEqualTo("HF_TOKEN");
              assertThat(env.getValueFrom().getSecretKeyRef().getName()).isEqualTo("hf");
              assertThat(env.getValueFrom().getSecretKeyRef().getKey()).isEqualTo("token");
            });

    Container own =
        new ContainerBuilder()
            .withName("main")
            .addNewEnv()
            .withName("HF_TOKEN")
            .withValue("mine")
            .endEnv()
            .build();
    DefaultsApplication.addHuggingFaceToken(own, DEFAULTS);
    assertThat(own.getEnv())
        .singleElement()
        .satisfies(env -> assertThat(env.getValue()).isEqualTo("mine"));

    Container untouched = new ContainerBuilder().withName("main").build();
    DefaultsApplication.addHuggingFaceToken(untouched, NamespaceDefaults.none("x"));
    assertThat(untouched.getEnv()).isNullOrEmpty();
  }

  @Test
  void theOldestConfigOfANamespaceApplies() {
    AIMNamespaceConfig newer = config("newer", "2026-03-01T00:00:00Z");
    AIMNamespaceConfig older = config("older", "2026-02-01T00:00:00Z");
    newer.getSpec().getImages().setImagePullSecrets(List.of("newer-secret"));
    NamespaceConfigs configs = NamespaceConfigs.of(List.of(newer, older));

    assertThat(configs.forNamespace("team-a").source()).contains("older");
    assertThat(configs.forNamespace("elsewhere")).isEqualTo(NamespaceDefaults.none("elsewhere"));

    older.getMetadata().setDeletionTimestamp("2026-04-01T00:00:00Z");
    assertThat(configs.forNamespace("team-a").imagePullSecrets()).containsExactly("newer-secret");
  }
}
