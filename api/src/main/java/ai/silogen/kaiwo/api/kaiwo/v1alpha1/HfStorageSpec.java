package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.List;

/** A volume for the Hugging Face cache. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class HfStorageSpec {

  @JsonPropertyDescription(
      "Path inside the workload containers where the Hugging Face cache PVC is mounted;"
          + " also set as HF_HOME. Default: KaiwoConfig storage.defaultHfMountPath (/hf_cache).")
  private String mountPath;

  @JsonPropertyDescription(
      "Requested size of the Hugging Face cache PVC, e.g. 50Gi; a PVC is created when set.")
  private String storageSize;

  @JsonPropertyDescription(
      "Hugging Face repositories downloaded into the cache before the workload starts.")
  private List<HuggingFaceDownloadItem> preCacheRepos;

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

  public List<HuggingFaceDownloadItem> getPreCacheRepos() {
    return preCacheRepos;
  }

  public void setPreCacheRepos(List<HuggingFaceDownloadItem> preCacheRepos) {
    this.preCacheRepos = preCacheRepos;
  }
}
