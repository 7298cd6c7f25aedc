package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.Map;

/**
 * Schema only: the {@code metadata} of a Kueue object listed whole in a KaiwoQueueConfig (entries
 * of {@code spec.topologies} and {@code spec.workloadPriorityClasses}). The Java field stays
 * fabric8's {@code ObjectMeta}; this schema lets the API server accept exactly the values that type
 * reads and that Kaiwo copies to the Kueue object (name, labels, annotations). A badly typed value
 * ({@code labels: [x]}) is refused at admission naming the field, and other keys are pruned (or
 * refused under {@code kubectl}'s strict field validation), instead of being stored and failing the
 * operator's informer for every KaiwoQueueConfig (decision 0037).
 */
public final class EmbeddedObjectMeta {

  @JsonPropertyDescription("Name of the Kueue object.")
  private String name;

  @JsonPropertyDescription("Labels copied to the Kueue object.")
  private Map<String, String> labels;

  @JsonPropertyDescription("Annotations copied to the Kueue object.")
  private Map<String, String> annotations;

  private EmbeddedObjectMeta() {}

  public String getName() {
    return name;
  }

  public Map<String, String> getLabels() {
    return labels;
  }

  public Map<String, String> getAnnotations() {
    return annotations;
  }
}
