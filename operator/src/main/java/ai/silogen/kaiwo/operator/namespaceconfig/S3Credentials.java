package ai.silogen.kaiwo.operator.namespaceconfig;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ValueReference;
import java.util.Optional;

/**
 * S3 credentials of a namespace for one endpoint (or for any endpoint when it names none).
 *
 * @param endpointUrl the endpoint these credentials are for, empty for any
 * @param accessKeyId Secret key holding the access key ID
 * @param secretAccessKey Secret key holding the secret access key
 */
public record S3Credentials(
    Optional<String> endpointUrl, ValueReference accessKeyId, ValueReference secretAccessKey) {

  /** Whether these credentials are for {@code endpoint} (ignoring case and a trailing slash). */
  public boolean matches(String endpoint) {
    return endpointUrl.isEmpty() || normalize(endpointUrl.get()).equals(normalize(endpoint));
  }

  private static String normalize(String url) {
    String trimmed = url == null ? "" : url.trim().toLowerCase(java.util.Locale.ROOT);
    return trimmed.endsWith("/") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
  }
}
