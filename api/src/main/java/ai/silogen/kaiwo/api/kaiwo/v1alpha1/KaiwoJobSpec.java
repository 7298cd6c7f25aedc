package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.FreeFormSchema;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.batch.v1.Job;

/** Desired state of a KaiwoJob: the common workload fields plus the batch Job or RayJob to run. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoJobSpec extends CommonMetaSpec {

  @JsonPropertyDescription(
      "Command or script the main container runs (sh -c for batch Jobs; the RayJob "
          + "entrypoint, a Python command, with ray: true); overrides the command of job or "
          + "rayJob.")
  private String entrypoint;

  @FreeFormSchema
  @JsonPropertyDescription(
      "Full RayJob to use as the base of the generated RayJob (implies ray: true); "
          + "common fields are merged into it.")
  private RayJob rayJob;

  @FreeFormSchema
  @JsonPropertyDescription(
      "Full batch/v1 Job to use as the base of the generated Job; common fields are "
          + "merged into it.")
  private Job job;

  public String getEntrypoint() {
    return entrypoint;
  }

  public void setEntrypoint(String entrypoint) {
    this.entrypoint = entrypoint;
  }

  public RayJob getRayJob() {
    return rayJob;
  }

  public void setRayJob(RayJob rayJob) {
    this.rayJob = rayJob;
  }

  public Job getJob() {
    return job;
  }

  public void setJob(Job job) {
    this.job = job;
  }
}
