package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import java.util.List;

/** Downloads from Azure Blob Storage. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AzureBlobStorageDownloadItem {

  @Required
  @JsonPropertyDescription("Secret containing the Azure Storage connection string.")
  private ValueReference connectionString;

  @Required
  @JsonPropertyDescription("Containers and the files and folders to download from them.")
  private List<CloudDownloadBucket> containers;

  public ValueReference getConnectionString() {
    return connectionString;
  }

  public void setConnectionString(ValueReference connectionString) {
    this.connectionString = connectionString;
  }

  public List<CloudDownloadBucket> getContainers() {
    return containers;
  }

  public void setContainers(List<CloudDownloadBucket> containers) {
    this.containers = containers;
  }
}
