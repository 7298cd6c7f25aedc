package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.List;

/** Download tasks that fill the data volume before the workload starts. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class ObjectStorageDownloadSpec {

  @JsonPropertyDescription("S3 downloads.")
  private List<S3DownloadItem> s3;

  @JsonPropertyDescription("Google Cloud Storage downloads.")
  private List<GcsDownloadItem> gcs;

  @JsonPropertyDescription("Azure Blob Storage downloads.")
  private List<AzureBlobStorageDownloadItem> azureBlob;

  @JsonPropertyDescription("Git downloads.")
  private List<GitDownloadItem> git;

  public List<S3DownloadItem> getS3() {
    return s3;
  }

  public void setS3(List<S3DownloadItem> s3) {
    this.s3 = s3;
  }

  public List<GcsDownloadItem> getGcs() {
    return gcs;
  }

  public void setGcs(List<GcsDownloadItem> gcs) {
    this.gcs = gcs;
  }

  public List<AzureBlobStorageDownloadItem> getAzureBlob() {
    return azureBlob;
  }

  public void setAzureBlob(List<AzureBlobStorageDownloadItem> azureBlob) {
    this.azureBlob = azureBlob;
  }

  public List<GitDownloadItem> getGit() {
    return git;
  }

  public void setGit(List<GitDownloadItem> git) {
    this.git = git;
  }
}
