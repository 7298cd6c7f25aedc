package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** An Azure Blob Storage connection string. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMAzureBlobCredential {

  @JsonPropertyDescription("Secret key holding the connection string.")
  private SecretValueReference connectionString;

  public SecretValueReference getConnectionString() {
    return connectionString;
  }

  public void setConnectionString(SecretValueReference connectionString) {
    this.connectionString = connectionString;
  }
}
