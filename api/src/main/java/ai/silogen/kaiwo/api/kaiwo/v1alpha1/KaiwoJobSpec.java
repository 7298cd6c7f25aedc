package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.FreeFormSchema;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Desired state of a KaiwoJob: the common workload fields plus the batch Job or RayJob to run.
 *
 * <p>{@code job} and {@code rayJob} are kept as the JSON the API server stored (their schema is
 * free-form, so it accepts any object): reading a KaiwoJob can then never fail on them, and the
 * operator converts them to their types while validating, naming the field that does not fit.
 */
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
  private JsonNode rayJob;

  @FreeFormSchema
  @JsonPropertyDescription(
      "Full batch/v1 Job to use as the base of the generated Job; common fields are "
          + "merged into it.")
  private JsonNode job;

  public String getEntrypoint() {
    return entrypoint;
  }

  public void setEntrypoint(String entrypoint) {
    this.entrypoint = entrypoint;
  }

  public JsonNode getRayJob() {
    return rayJob;
  }

  public void setRayJob(JsonNode rayJob) {
    this.rayJob = rayJob;
  }

  public JsonNode getJob() {
    return job;
  }

  public void setJob(JsonNode job) {
    this.job = job;
  }
}
