package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;

/** A folder (prefix) within a bucket or container to download. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class CloudDownloadFolder {

  @Required
  @JsonPropertyDescription(
      "Source path (prefix) within the bucket or container, e.g. data/images/.")
  private String path;

  @Required
  @JsonPropertyDescription("Destination path relative to the data volume's mount point.")
  private String targetPath;

  @JsonPropertyDescription("Optional pattern (e.g. *.jpg) that filters the files within path.")
  private String glob;

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

  public String getGlob() {
    return glob;
  }

  public void setGlob(String glob) {
    this.glob = glob;
  }
}
