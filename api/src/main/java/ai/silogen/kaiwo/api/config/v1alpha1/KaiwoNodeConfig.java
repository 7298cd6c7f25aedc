package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;

/** Node settings of the Kaiwo operator. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoNodeConfig {

  @Default("amd.com/gpu")
  @JsonPropertyDescription("GPU resource name used when the vendor is unknown.")
  private String defaultGpuResourceKey;

  @Default("kaiwo.silogen.ai/gpu")
  @JsonPropertyDescription("Key of the taint put on GPU nodes (and tolerated by GPU workloads).")
  private String defaultGpuTaintKey;

  @Default("false")
  @JsonPropertyDescription("Leave control-plane nodes out of the discovered node pools.")
  private Boolean excludeMasterNodesFromNodePools;

  @Default("false")
  @JsonPropertyDescription(
      "Taint GPU nodes with defaultGpuTaintKey and add the matching toleration to GPU "
          + "workloads.")
  private Boolean addTaintsToGpuNodes;

  public String getDefaultGpuResourceKey() {
    return defaultGpuResourceKey;
  }

  public void setDefaultGpuResourceKey(String defaultGpuResourceKey) {
    this.defaultGpuResourceKey = defaultGpuResourceKey;
  }

  public String getDefaultGpuTaintKey() {
    return defaultGpuTaintKey;
  }

  public void setDefaultGpuTaintKey(String defaultGpuTaintKey) {
    this.defaultGpuTaintKey = defaultGpuTaintKey;
  }

  public Boolean getExcludeMasterNodesFromNodePools() {
    return excludeMasterNodesFromNodePools;
  }

  public void setExcludeMasterNodesFromNodePools(Boolean excludeMasterNodesFromNodePools) {
    this.excludeMasterNodesFromNodePools = excludeMasterNodesFromNodePools;
  }

  public Boolean getAddTaintsToGpuNodes() {
    return addTaintsToGpuNodes;
  }

  public void setAddTaintsToGpuNodes(Boolean addTaintsToGpuNodes) {
    this.addTaintsToGpuNodes = addTaintsToGpuNodes;
  }
}
