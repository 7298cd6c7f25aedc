package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** Mounts a Secret (or one key of it) into the workload containers. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class SecretVolume {

  @JsonPropertyDescription("Name of the volume; unique within the pod.")
  private String name;

  @JsonPropertyDescription("Name of the Secret to mount.")
  private String secretName;

  @JsonPropertyDescription("Key within the Secret to mount.")
  private String key;

  @JsonPropertyDescription("File name within mountPath where the key's content is placed.")
  private String subPath;

  @JsonPropertyDescription(
      "Directory inside the container where the volume (or the subPath file) is mounted.")
  private String mountPath;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getSecretName() {
    return secretName;
  }

  public void setSecretName(String secretName) {
    this.secretName = secretName;
  }

  public String getKey() {
    return key;
  }

  public void setKey(String key) {
    this.key = key;
  }

  public String getSubPath() {
    return subPath;
  }

  public void setSubPath(String subPath) {
    this.subPath = subPath;
  }

  public String getMountPath() {
    return mountPath;
  }

  public void setMountPath(String mountPath) {
    this.mountPath = mountPath;
  }
}
