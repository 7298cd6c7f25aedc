package ai.silogen.kaiwo.operator.namespaceconfig;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceCredentials;
import ai.silogen.kaiwo.api.config.v1alpha1.SecretValueReference;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ValueReference;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a namespace's AIMNamespaceConfig supplies to the workloads and Models in it when they name
 * nothing themselves: a Hugging Face token, S3/GCS/Azure Blob credentials (Secret references) and
 * image pull secrets. Builders of download jobs and pods take this as input; {@link
 * DefaultsApplication} applies it to their objects.
 *
 * @param namespace the namespace
 * @param source name of the AIMNamespaceConfig these come from, empty when there is none
 * @param huggingFaceToken Secret key holding the Hugging Face token
 * @param s3 S3 credentials, in configured order
 * @param gcs GCS service-account key references, in configured order
 * @param azureBlob Azure Blob connection-string references, in configured order
 * @param imagePullSecrets names of image pull secrets for pods of the namespace
 */
public record NamespaceDefaults(
    String namespace,
    Optional<String> source,
    Optional<ValueReference> huggingFaceToken,
    List<S3Credentials> s3,
    List<ValueReference> gcs,
    List<ValueReference> azureBlob,
    List<String> imagePullSecrets) {

  /** Environment variable the Hugging Face libraries read the token from. */
  public static final String HF_TOKEN_ENV = "HF_TOKEN";

  public NamespaceDefaults {
    s3 = List.copyOf(s3);
    gcs = List.copyOf(gcs);
    azureBlob = List.copyOf(azureBlob);
    imagePullSecrets = List.copyOf(imagePullSecrets);
  }

  /** No defaults: the namespace has no AIMNamespaceConfig. */
  public static NamespaceDefaults none(String namespace) {
    return new NamespaceDefaults(
        namespace, Optional.empty(), Optional.empty(), List.of(), List.of(), List.of(), List.of());
  }

  /** The defaults {@code config} supplies (incomplete secret references are skipped). */
  public static NamespaceDefaults of(AIMNamespaceConfig config) {
    AIMNamespaceConfigSpec spec =
        config.getSpec() == null ? new AIMNamespaceConfigSpec() : config.getSpec();
    AIMNamespaceCredentials credentials =
        spec.getCredentials() == null ? new AIMNamespaceCredentials() : spec.getCredentials();
    List<S3Credentials> s3 =
        orEmpty(credentials.getS3()).stream()
            .filter(c -> reference(c.getAccessKeyId()).isPresent())
            .filter(c -> reference(c.getSecretAccessKey()).isPresent())
            .map(
                c ->
                    new S3Credentials(
                        Optional.ofNullable(c.getEndpointUrl()).filter(u -> !u.isBlank()),
                        reference(c.getAccessKeyId()).orElseThrow(),
                        reference(c.getSecretAccessKey()).orElseThrow()))
            .toList();
    return new NamespaceDefaults(
        config.getMetadata().getNamespace(),
        Optional.of(config.getMetadata().getName()),
        reference(credentials.getHuggingFaceToken()),
        s3,
        orEmpty(credentials.getGcs()).stream()
            .flatMap(c -> reference(c.getApplicationCredentials()).stream())
            .toList(),
        orEmpty(credentials.getAzureBlob()).stream()
            .flatMap(c -> reference(c.getConnectionString()).stream())
            .toList(),
        spec.getImages() == null
            ? List.of()
            : orEmpty(spec.getImages().getImagePullSecrets()).stream()
                .filter(Objects::nonNull)
                .filter(name -> !name.isBlank())
                .distinct()
                .toList());
  }

  /**
   * The S3 credentials for {@code endpointUrl}: the first configured for exactly that endpoint,
   * else the first configured for any endpoint.
   */
  public Optional<S3Credentials> s3For(String endpointUrl) {
    return s3.stream()
        .filter(c -> c.endpointUrl().isPresent() && c.matches(endpointUrl))
        .findFirst()
        .or(() -> s3.stream().filter(c -> c.endpointUrl().isEmpty()).findFirst());
  }

  /** The GCS credentials to use when a download names none (the first configured). */
  public Optional<ValueReference> gcsCredentials() {
    return gcs.stream().findFirst();
  }

  /** The Azure Blob connection string to use when a download names none (the first configured). */
  public Optional<ValueReference> azureBlobConnectionString() {
    return azureBlob.stream().findFirst();
  }

  /** {@code HF_TOKEN} read from the configured Secret, if a token is configured. */
  public Optional<EnvVar> huggingFaceTokenEnv() {
    return huggingFaceToken.map(
        ref ->
            new EnvVarBuilder()
                .withName(HF_TOKEN_ENV)
                .withNewValueFrom()
                .withNewSecretKeyRef(ref.getSecretKey(), ref.getSecretName(), false)
                .endValueFrom()
                .build());
  }

  /** The image pull secrets as pod references. */
  public List<LocalObjectReference> imagePullSecretReferences() {
    return imagePullSecrets.stream().map(LocalObjectReference::new).toList();
  }

  private static Optional<ValueReference> reference(SecretValueReference ref) {
    if (ref == null
        || ref.getSecretName() == null
        || ref.getSecretName().isBlank()
        || ref.getSecretKey() == null
        || ref.getSecretKey().isBlank()) {
      return Optional.empty();
    }
    ValueReference value = new ValueReference();
    value.setSecretName(ref.getSecretName());
    value.setSecretKey(ref.getSecretKey());
    return Optional.of(value);
  }
}
