package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.Map;

/** Spec of a RayJob: the entrypoint and the Ray cluster it runs on. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class RayJobSpec extends ExtensibleObject {

  private String entrypoint;

  private String runtimeEnvYAML;

  private RayClusterSpec rayClusterSpec;

  private Map<String, String> clusterSelector;

  private String submissionMode;

  private Boolean shutdownAfterJobFinishes;

  private Integer ttlSecondsAfterFinished;

  private Integer activeDeadlineSeconds;

  private Integer backoffLimit;

  private Boolean suspend;

  private PodTemplateSpec submitterPodTemplate;

  private Double entrypointNumCpus;

  private Double entrypointNumGpus;

  public String getEntrypoint() {
    return entrypoint;
  }

  public void setEntrypoint(String entrypoint) {
    this.entrypoint = entrypoint;
  }

  public String getRuntimeEnvYAML() {
    return runtimeEnvYAML;
  }

  public void setRuntimeEnvYAML(String runtimeEnvYAML) {
    this.runtimeEnvYAML = runtimeEnvYAML;
  }

  public RayClusterSpec getRayClusterSpec() {
    return rayClusterSpec;
  }

  public void setRayClusterSpec(RayClusterSpec rayClusterSpec) {
    this.rayClusterSpec = rayClusterSpec;
  }

  public Map<String, String> getClusterSelector() {
    return clusterSelector;
  }

  public void setClusterSelector(Map<String, String> clusterSelector) {
    this.clusterSelector = clusterSelector;
  }

  public String getSubmissionMode() {
    return submissionMode;
  }

  public void setSubmissionMode(String submissionMode) {
    this.submissionMode = submissionMode;
  }

  public Boolean getShutdownAfterJobFinishes() {
    return shutdownAfterJobFinishes;
  }

  public void setShutdownAfterJobFinishes(Boolean shutdownAfterJobFinishes) {
    this.shutdownAfterJobFinishes = shutdownAfterJobFinishes;
  }

  public Integer getTtlSecondsAfterFinished() {
    return ttlSecondsAfterFinished;
  }

  public void setTtlSecondsAfterFinished(Integer ttlSecondsAfterFinished) {
    this.ttlSecondsAfterFinished = ttlSecondsAfterFinished;
  }

  public Integer getActiveDeadlineSeconds() {
    return activeDeadlineSeconds;
  }

  public void setActiveDeadlineSeconds(Integer activeDeadlineSeconds) {
    this.activeDeadlineSeconds = activeDeadlineSeconds;
  }

  public Integer getBackoffLimit() {
    return backoffLimit;
  }

  public void setBackoffLimit(Integer backoffLimit) {
    this.backoffLimit = backoffLimit;
  }

  public Boolean getSuspend() {
    return suspend;
  }

  public void setSuspend(Boolean suspend) {
    this.suspend = suspend;
  }

  public PodTemplateSpec getSubmitterPodTemplate() {
    return submitterPodTemplate;
  }

  public void setSubmitterPodTemplate(PodTemplateSpec submitterPodTemplate) {
    this.submitterPodTemplate = submitterPodTemplate;
  }

  public Double getEntrypointNumCpus() {
    return entrypointNumCpus;
  }

  public void setEntrypointNumCpus(Double entrypointNumCpus) {
    this.entrypointNumCpus = entrypointNumCpus;
  }

  public Double getEntrypointNumGpus() {
    return entrypointNumGpus;
  }

  public void setEntrypointNumGpus(Double entrypointNumGpus) {
    this.entrypointNumGpus = entrypointNumGpus;
  }
}
