package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.List;

/** Credentials used for model access and caching; any subset of providers. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMNamespaceCredentials {

  @JsonPropertyDescription("Token used to access Hugging Face repositories.")
  private SecretValueReference huggingFaceToken;

  @JsonPropertyDescription("S3 credentials.")
  private List<AIMS3Credential> s3;

  @JsonPropertyDescription("GCS credentials.")
  private List<AIMGCSCredential> gcs;

  @JsonPropertyDescription("Azure Blob Storage credentials.")
  private List<AIMAzureBlobCredential> azureBlob;

  public SecretValueReference getHuggingFaceToken() {
    return huggingFaceToken;
  }

  public void setHuggingFaceToken(SecretValueReference huggingFaceToken) {
    this.huggingFaceToken = huggingFaceToken;
  }

  public List<AIMS3Credential> getS3() {
    return s3;
  }

  public void setS3(List<AIMS3Credential> s3) {
    this.s3 = s3;
  }

  public List<AIMGCSCredential> getGcs() {
    return gcs;
  }

  public void setGcs(List<AIMGCSCredential> gcs) {
    this.gcs = gcs;
  }

  public List<AIMAzureBlobCredential> getAzureBlob() {
    return azureBlob;
  }

  public void setAzureBlob(List<AIMAzureBlobCredential> azureBlob) {
    this.azureBlob = azureBlob;
  }
}
