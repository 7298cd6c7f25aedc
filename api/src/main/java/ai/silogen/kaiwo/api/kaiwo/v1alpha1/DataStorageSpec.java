package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** The primary data volume of a workload. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class DataStorageSpec {

  @JsonPropertyDescription(
      "Path inside the workload containers where the data PVC is mounted. Default: KaiwoConfig"
          + " storage.defaultDataMountPath (/workload).")
  private String mountPath;

  @JsonPropertyDescription("Requested size of the data PVC, e.g. 100Gi; a PVC is created when set.")
  private String storageSize;

  @JsonPropertyDescription("Downloads into the data volume that run before the workload starts.")
  private ObjectStorageDownloadSpec download;

  public String getMountPath() {
    return mountPath;
  }

  public void setMountPath(String mountPath) {
    this.mountPath = mountPath;
  }

  public String getStorageSize() {
    return storageSize;
  }

  public void setStorageSize(String storageSize) {
    this.storageSize = storageSize;
  }

  public ObjectStorageDownloadSpec getDownload() {
    return download;
  }

  public void setDownload(ObjectStorageDownloadSpec download) {
    this.download = download;
  }
}
