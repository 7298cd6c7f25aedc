package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import java.util.List;

/** A bucket (S3, GCS) or container (Azure) to download files and folders from. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class CloudDownloadBucket {

  @Required
  @JsonPropertyDescription("Name of the bucket or container.")
  private String name;

  @JsonPropertyDescription("Specific files to download from this bucket or container.")
  private List<CloudDownloadFile> files;

  @JsonPropertyDescription("Folders (prefixes) to download from this bucket or container.")
  private List<CloudDownloadFolder> folders;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public List<CloudDownloadFile> getFiles() {
    return files;
  }

  public void setFiles(List<CloudDownloadFile> files) {
    this.files = files;
  }

  public List<CloudDownloadFolder> getFolders() {
    return folders;
  }

  public void setFolders(List<CloudDownloadFolder> folders) {
    this.folders = folders;
  }
}
