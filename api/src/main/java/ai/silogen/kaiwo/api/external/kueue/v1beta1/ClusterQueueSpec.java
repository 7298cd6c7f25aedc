package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.FreeFormSchema;
import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;
import io.fabric8.generator.annotation.Size;
import io.fabric8.generator.annotation.ValidationRule;
import io.fabric8.kubernetes.api.model.LabelSelector;
import java.util.List;
import java.util.Map;

/**
 * Spec of a Kueue ClusterQueue. The subset Kaiwo manages is typed; the policy blocks Kaiwo only
 * copies (preemption, flavorFungibility, admissionChecksStrategy, fairSharing) are free-form
 * objects. Also the type of KaiwoQueueConfig.spec.clusterQueues[].spec, so its CRD annotations
 * shape that schema.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class ClusterQueueSpec extends ExtensibleObject {

  @Size(max = 16)
  @JsonPropertyDescription(
      "Groups of resources with the flavors that provide quota for them (at most 16).")
  private List<ResourceGroup> resourceGroups;

  @JsonPropertyDescription(
      "Cohort the queue belongs to; queues of a cohort borrow unused quota from each other.")
  private String cohort;

  @Default("BestEffortFIFO")
  @ValidationRule(
      value = "self in ['StrictFIFO', 'BestEffortFIFO']",
      message = "queueingStrategy must be StrictFIFO or BestEffortFIFO")
  @JsonPropertyDescription("Queueing strategy: StrictFIFO or BestEffortFIFO.")
  private String queueingStrategy;

  @JsonPropertyDescription(
      "Namespaces allowed to submit to this queue; an empty selector allows all namespaces.")
  private LabelSelector namespaceSelector;

  @FreeFormSchema
  @JsonPropertyDescription("Kueue flavor fungibility policy (whenCanBorrow, whenCanPreempt).")
  private Map<String, Object> flavorFungibility;

  @FreeFormSchema
  @JsonPropertyDescription(
      "Kueue preemption policy (reclaimWithinCohort, borrowWithinCohort, withinClusterQueue).")
  private Map<String, Object> preemption;

  @JsonPropertyDescription("Names of AdmissionChecks required by this queue.")
  private List<String> admissionChecks;

  @FreeFormSchema
  @JsonPropertyDescription("Kueue admission check strategy (per-flavor admission checks).")
  private Map<String, Object> admissionChecksStrategy;

  @Default("None")
  @ValidationRule(
      value = "self in ['None', 'Hold', 'HoldAndDrain']",
      message = "stopPolicy must be None, Hold or HoldAndDrain")
  @JsonPropertyDescription("Stop policy: None, Hold or HoldAndDrain.")
  private String stopPolicy;

  @FreeFormSchema
  @JsonPropertyDescription("Kueue fair sharing properties (weight).")
  private Map<String, Object> fairSharing;

  public List<ResourceGroup> getResourceGroups() {
    return resourceGroups;
  }

  public void setResourceGroups(List<ResourceGroup> resourceGroups) {
    this.resourceGroups = resourceGroups;
  }

  public String getCohort() {
    return cohort;
  }

  public void setCohort(String cohort) {
    this.cohort = cohort;
  }

  public String getQueueingStrategy() {
    return queueingStrategy;
  }

  public void setQueueingStrategy(String queueingStrategy) {
    this.queueingStrategy = queueingStrategy;
  }

  public LabelSelector getNamespaceSelector() {
    return namespaceSelector;
  }

  public void setNamespaceSelector(LabelSelector namespaceSelector) {
    this.namespaceSelector = namespaceSelector;
  }

  public Map<String, Object> getFlavorFungibility() {
    return flavorFungibility;
  }

  public void setFlavorFungibility(Map<String, Object> flavorFungibility) {
    this.flavorFungibility = flavorFungibility;
  }

  public Map<String, Object> getPreemption() {
    return preemption;
  }

  public void setPreemption(Map<String, Object> preemption) {
    this.preemption = preemption;
  }

  public List<String> getAdmissionChecks() {
    return admissionChecks;
  }

  public void setAdmissionChecks(List<String> admissionChecks) {
    this.admissionChecks = admissionChecks;
  }

  public Map<String, Object> getAdmissionChecksStrategy() {
    return admissionChecksStrategy;
  }

  public void setAdmissionChecksStrategy(Map<String, Object> admissionChecksStrategy) {
    this.admissionChecksStrategy = admissionChecksStrategy;
  }

  public String getStopPolicy() {
    return stopPolicy;
  }

  public void setStopPolicy(String stopPolicy) {
    this.stopPolicy = stopPolicy;
  }

  public Map<String, Object> getFairSharing() {
    return fairSharing;
  }

  public void setFairSharing(Map<String, Object> fairSharing) {
    this.fairSharing = fairSharing;
  }
}
