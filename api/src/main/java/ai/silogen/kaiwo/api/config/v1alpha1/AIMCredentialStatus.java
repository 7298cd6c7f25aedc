package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** Whether one configured credential could be resolved. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMCredentialStatus {

  @JsonPropertyDescription("HuggingFace, S3, GCS or AzureBlob.")
  private String provider;

  @JsonPropertyDescription("S3 endpoint the credential is for.")
  private String endpointUrl;

  @JsonPropertyDescription("Referenced Secret.")
  private String secretName;

  @JsonPropertyDescription("Referenced key.")
  private String secretKey;

  @JsonPropertyDescription("Whether the Secret and key exist.")
  private Boolean resolved;

  @JsonPropertyDescription("Why the credential could not be resolved.")
  private String message;

  public String getProvider() {
    return provider;
  }

  public void setProvider(String provider) {
    this.provider = provider;
  }

  public String getEndpointUrl() {
    return endpointUrl;
  }

  public void setEndpointUrl(String endpointUrl) {
    this.endpointUrl = endpointUrl;
  }

  public String getSecretName() {
    return secretName;
  }

  public void setSecretName(String secretName) {
    this.secretName = secretName;
  }

  public String getSecretKey() {
    return secretKey;
  }

  public void setSecretKey(String secretKey) {
    this.secretKey = secretKey;
  }

  public Boolean getResolved() {
    return resolved;
  }

  public void setResolved(Boolean resolved) {
    this.resolved = resolved;
  }

  public String getMessage() {
    return message;
  }

  public void setMessage(String message) {
    this.message = message;
  }
}
