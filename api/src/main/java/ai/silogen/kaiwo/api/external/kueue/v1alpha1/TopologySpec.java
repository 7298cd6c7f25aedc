package ai.silogen.kaiwo.api.external.kueue.v1alpha1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;
import io.fabric8.generator.annotation.ValidationRule;
import java.util.List;

/**
 * Spec of a Kueue Topology: its levels from the highest (e.g. block) to the lowest (e.g. hostname).
 * Carries Kueue's own validation rules because it is also embedded in KaiwoQueueConfig.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class TopologySpec extends ExtensibleObject {

  @Required
  @Size(min = 1, max = 8)
  @ValidationRule(
      value = "size(self.filter(i, size(self.filter(j, j == i)) > 1)) == 0",
      message = "must be unique")
  @ValidationRule(
      value =
          "size(self.filter(i, i.nodeLabel == 'kubernetes.io/hostname')) == 0 || self[size(self) - 1].nodeLabel == 'kubernetes.io/hostname'",
      message = "the kubernetes.io/hostname label can only be used at the lowest level of topology")
  @JsonPropertyDescription("Levels of the topology, highest first.")
  private List<TopologyLevel> levels;

  public List<TopologyLevel> getLevels() {
    return levels;
  }

  public void setLevels(List<TopologyLevel> levels) {
    this.levels = levels;
  }
}
