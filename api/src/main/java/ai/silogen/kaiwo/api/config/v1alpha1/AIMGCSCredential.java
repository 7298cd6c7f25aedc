package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** A GCS service account credential; the Secret key holds the service account JSON. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMGCSCredential {

  @JsonPropertyDescription("Secret key holding the service account JSON.")
  private SecretValueReference applicationCredentials;

  public SecretValueReference getApplicationCredentials() {
    return applicationCredentials;
  }

  public void setApplicationCredentials(SecretValueReference applicationCredentials) {
    this.applicationCredentials = applicationCredentials;
  }
}
