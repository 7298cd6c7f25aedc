package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Spec of a Kueue LocalQueue: the ClusterQueue that workloads of its namespace are submitted to.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class LocalQueueSpec extends ExtensibleObject {

  private String clusterQueue;

  private String stopPolicy;

  public String getClusterQueue() {
    return clusterQueue;
  }

  public void setClusterQueue(String clusterQueue) {
    this.clusterQueue = clusterQueue;
  }

  public String getStopPolicy() {
    return stopPolicy;
  }

  public void setStopPolicy(String stopPolicy) {
    this.stopPolicy = stopPolicy;
  }
}
