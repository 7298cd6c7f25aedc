package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;

/** Ray settings of the Kaiwo operator. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoRayConfig {

  @Default("ghcr.io/silogen/rocm-ray:6.4")
  @JsonPropertyDescription("Image of Ray workloads that do not set one.")
  private String defaultRayImage;

  @Default("16Gi")
  @JsonPropertyDescription("Memory requested (and limited) for Ray head pods.")
  private String headPodMemory;

  public String getDefaultRayImage() {
    return defaultRayImage;
  }

  public void setDefaultRayImage(String defaultRayImage) {
    this.defaultRayImage = defaultRayImage;
  }

  public String getHeadPodMemory() {
    return headPodMemory;
  }

  public void setHeadPodMemory(String headPodMemory) {
    this.headPodMemory = headPodMemory;
  }
}
