package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import io.fabric8.kubernetes.api.model.Quantity;

/** Quota of one resource in one flavor of a ClusterQueue. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class ResourceQuota extends ExtensibleObject {

  @Required
  @JsonPropertyDescription("Resource name, e.g. cpu, memory, amd.com/gpu.")
  private String name;

  @Required
  @JsonPropertyDescription("Quantity of the resource available to workloads admitted by the queue.")
  private Quantity nominalQuota;

  @JsonPropertyDescription(
      "Maximum quota the queue may borrow from its cohort; unset means no limit.")
  private Quantity borrowingLimit;

  @JsonPropertyDescription(
      "Maximum unused quota the queue may lend to its cohort; unset means no limit.")
  private Quantity lendingLimit;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Quantity getNominalQuota() {
    return nominalQuota;
  }

  public void setNominalQuota(Quantity nominalQuota) {
    this.nominalQuota = nominalQuota;
  }

  public Quantity getBorrowingLimit() {
    return borrowingLimit;
  }

  public void setBorrowingLimit(Quantity borrowingLimit) {
    this.borrowingLimit = borrowingLimit;
  }

  public Quantity getLendingLimit() {
    return lendingLimit;
  }

  public void setLendingLimit(Quantity lendingLimit) {
    this.lendingLimit = lendingLimit;
  }
}
