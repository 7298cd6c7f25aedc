package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** S3 credentials for one endpoint. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMS3Credential {

  @JsonPropertyDescription("S3 endpoint URL.")
  private String endpointUrl;

  @JsonPropertyDescription("Secret key holding the access key ID.")
  private SecretValueReference accessKeyId;

  @JsonPropertyDescription("Secret key holding the secret access key.")
  private SecretValueReference secretAccessKey;

  public String getEndpointUrl() {
    return endpointUrl;
  }

  public void setEndpointUrl(String endpointUrl) {
    this.endpointUrl = endpointUrl;
  }

  public SecretValueReference getAccessKeyId() {
    return accessKeyId;
  }

  public void setAccessKeyId(SecretValueReference accessKeyId) {
    this.accessKeyId = accessKeyId;
  }

  public SecretValueReference getSecretAccessKey() {
    return secretAccessKey;
  }

  public void setSecretAccessKey(SecretValueReference secretAccessKey) {
    this.secretAccessKey = secretAccessKey;
  }
}
