package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Observed state of a RayJob: the Ray job status (PENDING, RUNNING, SUCCEEDED, FAILED, STOPPED) and
 * the deployment status of its cluster (Initializing, Running, Complete, Failed, Suspended, ...).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class RayJobStatus extends ExtensibleObject {

  private String jobId;

  private String jobStatus;

  private String jobDeploymentStatus;

  private String reason;

  private String message;

  private String rayClusterName;

  private String dashboardURL;

  private String startTime;

  private String endTime;

  private Integer succeeded;

  private Integer failed;

  private RayClusterStatus rayClusterStatus;

  private Long observedGeneration;

  public String getJobId() {
    return jobId;
  }

  public void setJobId(String jobId) {
    this.jobId = jobId;
  }

  public String getJobStatus() {
    return jobStatus;
  }

  public void setJobStatus(String jobStatus) {
    this.jobStatus = jobStatus;
  }

  public String getJobDeploymentStatus() {
    return jobDeploymentStatus;
  }

  public void setJobDeploymentStatus(String jobDeploymentStatus) {
    this.jobDeploymentStatus = jobDeploymentStatus;
  }

  public String getReason() {
    return reason;
  }

  public void setReason(String reason) {
    this.reason = reason;
  }

  public String getMessage() {
    return message;
  }

  public void setMessage(String message) {
    this.message = message;
  }

  public String getRayClusterName() {
    return rayClusterName;
  }

  public void setRayClusterName(String rayClusterName) {
    this.rayClusterName = rayClusterName;
  }

  public String getDashboardURL() {
    return dashboardURL;
  }

  public void setDashboardURL(String dashboardURL) {
    this.dashboardURL = dashboardURL;
  }

  public String getStartTime() {
    return startTime;
  }

  public void setStartTime(String startTime) {
    this.startTime = startTime;
  }

  public String getEndTime() {
    return endTime;
  }

  public void setEndTime(String endTime) {
    this.endTime = endTime;
  }

  public Integer getSucceeded() {
    return succeeded;
  }

  public void setSucceeded(Integer succeeded) {
    this.succeeded = succeeded;
  }

  public Integer getFailed() {
    return failed;
  }

  public void setFailed(Integer failed) {
    this.failed = failed;
  }

  public RayClusterStatus getRayClusterStatus() {
    return rayClusterStatus;
  }

  public void setRayClusterStatus(RayClusterStatus rayClusterStatus) {
    this.rayClusterStatus = rayClusterStatus;
  }

  public Long getObservedGeneration() {
    return observedGeneration;
  }

  public void setObservedGeneration(Long observedGeneration) {
    this.observedGeneration = observedGeneration;
  }
}
