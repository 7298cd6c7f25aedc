package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.FreeFormSchema;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * Desired state of a KaiwoService: the common workload fields plus the Deployment or RayService to
 * run.
 *
 * <p>{@code deployment} and {@code rayService} are kept as the JSON the API server stored (their
 * schema is free-form, so it accepts any object): reading a KaiwoService can then never fail on
 * them, and the operator converts them to their types while validating, naming the field that does
 * not fit.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class KaiwoServiceSpec extends CommonMetaSpec {

  @JsonPropertyDescription(
      "Command or script the main container of a Deployment runs (sh -c); not used with"
          + " ray: true.")
  private String entrypoint;

  @JsonPropertyDescription(
      "Ray Serve config (multi-line YAML string) of the generated RayService; overrides"
          + " rayService.spec.serveConfigV2.")
  private String serveConfigV2;

  @FreeFormSchema
  @JsonPropertyDescription(
      "Full RayService to use as the base of the generated RayService (implies ray: "
          + "true); common fields are merged into its cluster spec.")
  private JsonNode rayService;

  @FreeFormSchema
  @JsonPropertyDescription(
      "Full apps/v1 Deployment to use as the base of the generated Deployment; common "
          + "fields are merged into it.")
  private JsonNode deployment;

  public String getEntrypoint() {
    return entrypoint;
  }

  public void setEntrypoint(String entrypoint) {
    this.entrypoint = entrypoint;
  }

  public String getServeConfigV2() {
    return serveConfigV2;
  }

  public void setServeConfigV2(String serveConfigV2) {
    this.serveConfigV2 = serveConfigV2;
  }

  public JsonNode getRayService() {
    return rayService;
  }

  public void setRayService(JsonNode rayService) {
    this.rayService = rayService;
  }

  public JsonNode getDeployment() {
    return deployment;
  }

  public void setDeployment(JsonNode deployment) {
    this.deployment = deployment;
  }
}
