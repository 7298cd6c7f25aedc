package ai.silogen.kaiwo.operator.modelserving.spec;

import io.fabric8.kubernetes.api.model.SecretKeySelector;
import java.util.List;

/**
 * Credentials a namespace declares for its models (from its {@code AIMNamespaceConfig}); they take
 * precedence over the system config's {@code secretNames}. Any part may be absent.
 *
 * @param huggingFaceToken the Hugging Face token
 * @param s3 S3 credentials, one per endpoint
 * @param gcsServiceAccount a GCS service-account JSON key
 * @param imagePullSecrets secrets added to the pods' image pull secrets
 */
public record NamespaceCredentialRefs(
    SecretKeySelector huggingFaceToken,
    List<S3Credential> s3,
    SecretKeySelector gcsServiceAccount,
    List<String> imagePullSecrets) {

  public NamespaceCredentialRefs {
    s3 = s3 == null ? List.of() : List.copyOf(s3);
    imagePullSecrets = imagePullSecrets == null ? List.of() : List.copyOf(imagePullSecrets);
  }

  /** A namespace without its own credentials. */
  public static NamespaceCredentialRefs none() {
    return new NamespaceCredentialRefs(null, null, null, null);
  }

  /**
   * S3 credentials for one endpoint.
   *
   * @param endpointUrl the endpoint, or {@code null} for AWS
   * @param accessKeyId the access key ID
   * @param secretAccessKey the secret access key
   */
  public record S3Credential(
      String endpointUrl, SecretKeySelector accessKeyId, SecretKeySelector secretAccessKey) {}
}
