package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import java.util.List;

/** Downloads from Google Cloud Storage. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class GcsDownloadItem {

  @Required
  @JsonPropertyDescription("Secret containing the GCS service account key JSON.")
  private ValueReference applicationCredentials;

  @Required
  @JsonPropertyDescription("Buckets and the files and folders to download from them.")
  private List<CloudDownloadBucket> buckets;

  public ValueReference getApplicationCredentials() {
    return applicationCredentials;
  }

  public void setApplicationCredentials(ValueReference applicationCredentials) {
    this.applicationCredentials = applicationCredentials;
  }

  public List<CloudDownloadBucket> getBuckets() {
    return buckets;
  }

  public void setBuckets(List<CloudDownloadBucket> buckets) {
    this.buckets = buckets;
  }
}
