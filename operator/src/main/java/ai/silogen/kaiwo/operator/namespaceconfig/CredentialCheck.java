package ai.silogen.kaiwo.operator.namespaceconfig;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMAzureBlobCredential;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMCredentialStatus;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMGCSCredential;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceCredentials;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMS3Credential;
import ai.silogen.kaiwo.api.config.v1alpha1.SecretValueReference;
import io.fabric8.kubernetes.api.model.Secret;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Checks that every Secret an AIMNamespaceConfig references exists in its namespace (and holds the
 * referenced key), so a typo shows up in the config's status rather than as a failing download.
 */
public final class CredentialCheck {

  /**
   * The result.
   *
   * @param credentials one entry per Secret key reference, in configured order
   * @param pullSecretsFound image pull secrets that exist
   * @param pullSecretsMissing image pull secrets that do not exist
   */
  public record Report(
      List<AIMCredentialStatus> credentials,
      List<String> pullSecretsFound,
      List<String> pullSecretsMissing) {

    /** The references that do not resolve. */
    public List<AIMCredentialStatus> unresolved() {
      return credentials.stream().filter(c -> !Boolean.TRUE.equals(c.getResolved())).toList();
    }
  }

  private CredentialCheck() {}

  /** Checks {@code spec} against the Secrets {@code secrets} finds by name in the namespace. */
  public static Report check(
      AIMNamespaceConfigSpec spec, Function<String, Optional<Secret>> secrets) {
    List<AIMCredentialStatus> statuses = new ArrayList<>();
    AIMNamespaceCredentials credentials = spec.getCredentials();
    if (credentials != null) {
      if (credentials.getHuggingFaceToken() != null) {
        statuses.add(status("HuggingFace", null, credentials.getHuggingFaceToken(), secrets));
      }
      for (AIMS3Credential s3 : orEmpty(credentials.getS3())) {
        statuses.add(status("S3", s3.getEndpointUrl(), s3.getAccessKeyId(), secrets));
        statuses.add(status("S3", s3.getEndpointUrl(), s3.getSecretAccessKey(), secrets));
      }
      for (AIMGCSCredential gcs : orEmpty(credentials.getGcs())) {
        statuses.add(status("GCS", null, gcs.getApplicationCredentials(), secrets));
      }
      for (AIMAzureBlobCredential azure : orEmpty(credentials.getAzureBlob())) {
        statuses.add(status("AzureBlob", null, azure.getConnectionString(), secrets));
      }
    }
    List<String> found = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    if (spec.getImages() != null) {
      for (String name :
          orEmpty(spec.getImages().getImagePullSecrets()).stream().distinct().toList()) {
        (secrets.apply(name).isPresent() ? found : missing).add(name);
      }
    }
    return new Report(List.copyOf(statuses), List.copyOf(found), List.copyOf(missing));
  }

  private static AIMCredentialStatus status(
      String provider,
      String endpoint,
      SecretValueReference reference,
      Function<String, Optional<Secret>> secrets) {
    AIMCredentialStatus status = new AIMCredentialStatus();
    status.setProvider(provider);
    status.setEndpointUrl(endpoint);
    String name = reference == null ? null : reference.getSecretName();
    String key = reference == null ? null : reference.getSecretKey();
    status.setSecretName(name);
    status.setSecretKey(key);
    Optional<String> problem = problem(name, key, secrets);
    status.setResolved(problem.isEmpty());
    status.setMessage(problem.orElse(null));
    return status;
  }

  private static Optional<String> problem(
      String name, String key, Function<String, Optional<Secret>> secrets) {
    if (name == null || name.isBlank() || key == null || key.isBlank()) {
      return Optional.of("secretName and secretKey must both be set");
    }
    Optional<Secret> secret = secrets.apply(name);
    if (secret.isEmpty()) {
      return Optional.of("Secret " + name + " not found");
    }
    if (!has(secret.get().getData(), key) && !has(secret.get().getStringData(), key)) {
      return Optional.of("Secret " + name + " has no key " + key);
    }
    return Optional.empty();
  }

  private static boolean has(Map<String, String> data, String key) {
    return data != null && data.containsKey(key);
  }
}
