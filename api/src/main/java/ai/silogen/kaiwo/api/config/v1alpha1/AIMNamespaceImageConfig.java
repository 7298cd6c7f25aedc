package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.List;

/** Image pull configuration of AIM workloads in the namespace. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMNamespaceImageConfig {

  @JsonPropertyDescription("Names of Secrets used to pull AIM images.")
  private List<String> imagePullSecrets;

  public List<String> getImagePullSecrets() {
    return imagePullSecrets;
  }

  public void setImagePullSecrets(List<String> imagePullSecrets) {
    this.imagePullSecrets = imagePullSecrets;
  }
}
