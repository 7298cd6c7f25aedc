package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceCredentials;
import ai.silogen.kaiwo.api.config.v1alpha1.SecretValueReference;
import ai.silogen.kaiwo.operator.modelserving.spec.NamespaceCredentialRefs;
import ai.silogen.kaiwo.operator.modelserving.spec.NamespaceCredentialRefs.S3Credential;
import io.fabric8.kubernetes.api.model.SecretKeySelector;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * {@link NamespaceCredentials} from a namespace's {@code AIMNamespaceConfig} objects (the oldest
 * one when there are several, ties by name). Hugging Face, S3 and GCS credentials and image pull
 * secrets are used; Azure Blob has no model URL scheme.
 */
public final class AimNamespaceCredentials implements NamespaceCredentials {

  private final Function<String, Stream<AIMNamespaceConfig>> configsInNamespace;

  /**
   * @param configsInNamespace the AIMNamespaceConfigs of a namespace (e.g. from an informer)
   */
  public AimNamespaceCredentials(Function<String, Stream<AIMNamespaceConfig>> configsInNamespace) {
    this.configsInNamespace = configsInNamespace;
  }

  @Override
  public NamespaceCredentialRefs lookup(String namespace) {
    return configsInNamespace
        .apply(namespace)
        .min(
            Comparator.comparing(
                    (AIMNamespaceConfig c) ->
                        Optional.ofNullable(c.getMetadata().getCreationTimestamp()).orElse(""))
                .thenComparing(c -> c.getMetadata().getName()))
        .map(AimNamespaceCredentials::refs)
        .orElse(NamespaceCredentialRefs.none());
  }

  /** The credentials one config declares. */
  public static NamespaceCredentialRefs refs(AIMNamespaceConfig config) {
    if (config.getSpec() == null) {
      return NamespaceCredentialRefs.none();
    }
    AIMNamespaceCredentials credentials = config.getSpec().getCredentials();
    List<String> pullSecrets =
        config.getSpec().getImages() == null
            ? List.of()
            : Optional.ofNullable(config.getSpec().getImages().getImagePullSecrets())
                .orElse(List.of());
    if (credentials == null) {
      return new NamespaceCredentialRefs(null, null, null, pullSecrets);
    }
    List<S3Credential> s3 =
        Optional.ofNullable(credentials.getS3()).orElse(List.of()).stream()
            .map(
                c ->
                    new S3Credential(
                        c.getEndpointUrl(),
                        selector(c.getAccessKeyId()),
                        selector(c.getSecretAccessKey())))
            .filter(c -> c.accessKeyId() != null && c.secretAccessKey() != null)
            .toList();
    SecretKeySelector gcs =
        Optional.ofNullable(credentials.getGcs()).orElse(List.of()).stream()
            .map(c -> selector(c.getApplicationCredentials()))
            .filter(s -> s != null)
            .findFirst()
            .orElse(null);
    return new NamespaceCredentialRefs(
        selector(credentials.getHuggingFaceToken()), s3, gcs, pullSecrets);
  }

  private static SecretKeySelector selector(SecretValueReference reference) {
    if (reference == null
        || reference.getSecretName() == null
        || reference.getSecretKey() == null) {
      return null;
    }
    return new SecretKeySelector(reference.getSecretKey(), reference.getSecretName(), false);
  }
}
