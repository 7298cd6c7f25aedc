package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;
import java.util.List;

/**
 * Persistent storage of a workload: a data PVC and a Hugging Face cache PVC, optionally filled by a
 * download job before the workload starts.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class StorageSpec {

  /** Access mode of the created PVCs when the spec sets none (the CRD default). */
  public static final String DEFAULT_ACCESS_MODE = "ReadWriteMany";

  @JsonPropertyDescription(
      "Must be true for any PVC of this spec to be created; data and huggingFace are "
          + "ignored otherwise.")
  private Boolean storageEnabled;

  @JsonPropertyDescription("StorageClass of the created PVCs.")
  private String storageClassName;

  @Default(DEFAULT_ACCESS_MODE)
  @JsonPropertyDescription(
      "Access mode of the created PVCs (ReadWriteOnce, ReadWriteMany, ReadOnlyMany). "
          + "Multi-node workloads and download jobs generally need ReadWriteMany.")
  private String accessMode;

  @JsonPropertyDescription("The main data PVC and the downloads into it.")
  private DataStorageSpec data;

  @JsonPropertyDescription("The Hugging Face cache PVC and the repositories pre-cached into it.")
  private HfStorageSpec huggingFace;

  public Boolean getStorageEnabled() {
    return storageEnabled;
  }

  public void setStorageEnabled(Boolean storageEnabled) {
    this.storageEnabled = storageEnabled;
  }

  public String getStorageClassName() {
    return storageClassName;
  }

  public void setStorageClassName(String storageClassName) {
    this.storageClassName = storageClassName;
  }

  public String getAccessMode() {
    return accessMode;
  }

  public void setAccessMode(String accessMode) {
    this.accessMode = accessMode;
  }

  public DataStorageSpec getData() {
    return data;
  }

  public void setData(DataStorageSpec data) {
    this.data = data;
  }

  public HfStorageSpec getHuggingFace() {
    return huggingFace;
  }

  public void setHuggingFace(HfStorageSpec huggingFace) {
    this.huggingFace = huggingFace;
  }

  // Queries the controllers share. Named has*/is*Requested so that Jackson does not see properties.

  /** Whether PVCs of this spec are created at all ({@code storageEnabled: true}). */
  public boolean hasStorageEnabled() {
    return Boolean.TRUE.equals(storageEnabled);
  }

  /** Whether a data PVC is requested (enabled and {@code data.storageSize} set). */
  public boolean hasDataVolume() {
    return hasStorageEnabled() && data != null && notBlank(data.getStorageSize());
  }

  /** Whether a Hugging Face cache PVC is requested (enabled and its storageSize set). */
  public boolean hasHfVolume() {
    return hasStorageEnabled() && huggingFace != null && notBlank(huggingFace.getStorageSize());
  }

  /** Whether the data volume has downloads (S3, GCS, Azure Blob or Git) to run first. */
  public boolean hasObjectStorageDownloads() {
    if (!hasDataVolume() || data.getDownload() == null) {
      return false;
    }
    ObjectStorageDownloadSpec download = data.getDownload();
    return notEmpty(download.getS3())
        || notEmpty(download.getGcs())
        || notEmpty(download.getAzureBlob())
        || notEmpty(download.getGit());
  }

  /** Whether Hugging Face repositories are to be pre-cached into the cache volume. */
  public boolean hasHfDownloads() {
    return hasHfVolume() && notEmpty(huggingFace.getPreCacheRepos());
  }

  /** Whether a download job must run before the workload starts. */
  public boolean hasDownloads() {
    return hasObjectStorageDownloads() || hasHfDownloads();
  }

  private static boolean notBlank(String value) {
    return value != null && !value.isBlank();
  }

  private static boolean notEmpty(List<?> list) {
    return list != null && !list.isEmpty();
  }
}
