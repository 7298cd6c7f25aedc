package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;

/** A single file within a bucket or container to download. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class CloudDownloadFile {

  @Required
  @JsonPropertyDescription(
      "Full path of the source file within the bucket or container, e.g. models/model.bin.")
  private String path;

  @Required
  @JsonPropertyDescription(
      "Destination path, including the file name, relative to the data volume's mount point.")
  private String targetPath;

  public String getPath() {
    return path;
  }

  public void setPath(String path) {
    this.path = path;
  }

  public String getTargetPath() {
    return targetPath;
  }

  public void setTargetPath(String targetPath) {
    this.targetPath = targetPath;
  }
}
