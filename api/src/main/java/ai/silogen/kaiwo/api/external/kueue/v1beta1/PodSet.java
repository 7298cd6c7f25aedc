package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.Map;

/** A group of identical pods of a Kueue Workload. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class PodSet extends ExtensibleObject {

  private String name;

  private Integer count;

  private Integer minCount;

  private PodTemplateSpec template;

  private Map<String, Object> topologyRequest;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Integer getCount() {
    return count;
  }

  public void setCount(Integer count) {
    this.count = count;
  }

  public Integer getMinCount() {
    return minCount;
  }

  public void setMinCount(Integer minCount) {
    this.minCount = minCount;
  }

  public PodTemplateSpec getTemplate() {
    return template;
  }

  public void setTemplate(PodTemplateSpec template) {
    this.template = template;
  }

  public Map<String, Object> getTopologyRequest() {
    return topologyRequest;
  }

  public void setTopologyRequest(Map<String, Object> topologyRequest) {
    this.topologyRequest = topologyRequest;
  }
}
