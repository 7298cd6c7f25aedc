package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;

/** Storage settings of the Kaiwo operator. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoStorageConfig {

  /** Mount path of a workload's data volume when neither it nor this config sets one. */
  public static final String DEFAULT_DATA_MOUNT_PATH = "/workload";

  /** Mount path of a workload's Hugging Face cache when neither it nor this config sets one. */
  public static final String DEFAULT_HF_MOUNT_PATH = "/hf_cache";

  @JsonPropertyDescription("StorageClass of workload PVCs that do not set one.")
  private String defaultStorageClass;

  @Default(DEFAULT_DATA_MOUNT_PATH)
  @JsonPropertyDescription("Default mount path of the data volume; workloads can override it.")
  private String defaultDataMountPath;

  @Default(DEFAULT_HF_MOUNT_PATH)
  @JsonPropertyDescription(
      "Default mount path of the Hugging Face cache (also HF_HOME); workloads can "
          + "override it.")
  private String defaultHfMountPath;

  public String getDefaultStorageClass() {
    return defaultStorageClass;
  }

  public void setDefaultStorageClass(String defaultStorageClass) {
    this.defaultStorageClass = defaultStorageClass;
  }

  public String getDefaultDataMountPath() {
    return defaultDataMountPath;
  }

  public void setDefaultDataMountPath(String defaultDataMountPath) {
    this.defaultDataMountPath = defaultDataMountPath;
  }

  public String getDefaultHfMountPath() {
    return defaultHfMountPath;
  }

  public void setDefaultHfMountPath(String defaultHfMountPath) {
    this.defaultHfMountPath = defaultHfMountPath;
  }
}
