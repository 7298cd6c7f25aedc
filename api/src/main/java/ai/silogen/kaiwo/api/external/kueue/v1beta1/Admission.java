package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** Where and with which flavors a Workload was admitted. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class Admission extends ExtensibleObject {

  private String clusterQueue;

  private List<PodSetAssignment> podSetAssignments;

  public String getClusterQueue() {
    return clusterQueue;
  }

  public void setClusterQueue(String clusterQueue) {
    this.clusterQueue = clusterQueue;
  }

  public List<PodSetAssignment> getPodSetAssignments() {
    return podSetAssignments;
  }

  public void setPodSetAssignments(List<PodSetAssignment> podSetAssignments) {
    this.podSetAssignments = podSetAssignments;
  }
}
