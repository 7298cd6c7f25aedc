package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** Spec of a Kueue Workload: the pod sets to admit and the queue they were submitted to. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class WorkloadSpec extends ExtensibleObject {

  private List<PodSet> podSets;

  private String queueName;

  private String priorityClassName;

  private String priorityClassSource;

  private Integer priority;

  private Boolean active;

  public List<PodSet> getPodSets() {
    return podSets;
  }

  public void setPodSets(List<PodSet> podSets) {
    this.podSets = podSets;
  }

  public String getQueueName() {
    return queueName;
  }

  public void setQueueName(String queueName) {
    this.queueName = queueName;
  }

  public String getPriorityClassName() {
    return priorityClassName;
  }

  public void setPriorityClassName(String priorityClassName) {
    this.priorityClassName = priorityClassName;
  }

  public String getPriorityClassSource() {
    return priorityClassSource;
  }

  public void setPriorityClassSource(String priorityClassSource) {
    this.priorityClassSource = priorityClassSource;
  }

  public Integer getPriority() {
    return priority;
  }

  public void setPriority(Integer priority) {
    this.priority = priority;
  }

  public Boolean getActive() {
    return active;
  }

  public void setActive(Boolean active) {
    this.active = active;
  }
}
