package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.List;

/**
 * Configuration of the storage download job, written as config.yaml into its ConfigMap; aggregates
 * the object-storage downloads and the Hugging Face pre-cache tasks of a workload. Not part of any
 * CRD.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class DownloadTaskConfig {

  @JsonPropertyDescription(
      "Where the data PVC is mounted in the download container (the data mountPath).")
  private String downloadRoot;

  @JsonPropertyDescription(
      "Where the Hugging Face cache PVC is mounted in the download container (also HF_HOME).")
  private String hfHome;

  private List<S3DownloadItem> s3;

  private List<GcsDownloadItem> gcs;

  private List<HuggingFaceDownloadItem> hf;

  private List<AzureBlobStorageDownloadItem> azureBlob;

  private List<GitDownloadItem> git;

  public String getDownloadRoot() {
    return downloadRoot;
  }

  public void setDownloadRoot(String downloadRoot) {
    this.downloadRoot = downloadRoot;
  }

  public String getHfHome() {
    return hfHome;
  }

  public void setHfHome(String hfHome) {
    this.hfHome = hfHome;
  }

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

  public List<HuggingFaceDownloadItem> getHf() {
    return hf;
  }

  public void setHf(List<HuggingFaceDownloadItem> hf) {
    this.hf = hf;
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
