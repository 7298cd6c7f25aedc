package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import java.util.List;

/** Downloads from an S3-compatible object store. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class S3DownloadItem {

  @Required
  @JsonPropertyDescription(
      "S3 API endpoint URL, e.g. https://s3.us-east-1.amazonaws.com or a MinIO endpoint.")
  private String endpointUrl;

  @JsonPropertyDescription("Secret containing the S3 access key ID.")
  private ValueReference accessKeyId;

  @JsonPropertyDescription("Secret containing the S3 secret access key.")
  private ValueReference secretKey;

  @Required
  @JsonPropertyDescription("Buckets and the files and folders to download from them.")
  private List<CloudDownloadBucket> buckets;

  public String getEndpointUrl() {
    return endpointUrl;
  }

  public void setEndpointUrl(String endpointUrl) {
    this.endpointUrl = endpointUrl;
  }

  public ValueReference getAccessKeyId() {
    return accessKeyId;
  }

  public void setAccessKeyId(ValueReference accessKeyId) {
    this.accessKeyId = accessKeyId;
  }

  public ValueReference getSecretKey() {
    return secretKey;
  }

  public void setSecretKey(ValueReference secretKey) {
    this.secretKey = secretKey;
  }

  public List<CloudDownloadBucket> getBuckets() {
    return buckets;
  }

  public void setBuckets(List<CloudDownloadBucket> buckets) {
    this.buckets = buckets;
  }
}
