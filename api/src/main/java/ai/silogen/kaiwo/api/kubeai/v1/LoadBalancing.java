package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;

/** How requests to a model are spread over its replicas. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class LoadBalancing {

  @Default("LeastLoad")
  @JsonPropertyDescription("LeastLoad or PrefixHash.")
  private LoadBalancingStrategy strategy;

  @Default("{}")
  @JsonPropertyDescription("Parameters of the PrefixHash strategy.")
  private PrefixHash prefixHash;

  public LoadBalancingStrategy getStrategy() {
    return strategy;
  }

  public void setStrategy(LoadBalancingStrategy strategy) {
    this.strategy = strategy;
  }

  public PrefixHash getPrefixHash() {
    return prefixHash;
  }

  public void setPrefixHash(PrefixHash prefixHash) {
    this.prefixHash = prefixHash;
  }
}
