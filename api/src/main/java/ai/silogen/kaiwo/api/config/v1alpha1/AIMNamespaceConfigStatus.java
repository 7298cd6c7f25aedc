package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/** What the operator applied for the namespace and what it could not resolve. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMNamespaceConfigStatus {

  @JsonPropertyDescription("metadata.generation last processed by the operator.")
  private Long observedGeneration;

  @JsonPropertyDescription("Conditions such as Ready, CredentialsResolved and GatewayReady.")
  private List<Condition> conditions;

  @JsonPropertyDescription(
      "Image pull secrets found and applied to AIM workloads of the namespace.")
  private List<String> imagePullSecrets;

  @JsonPropertyDescription("Resolution result of every configured credential.")
  private List<AIMCredentialStatus> credentials;

  @JsonPropertyDescription(
      "Route (namespace/name) through which the namespace's models are exposed.")
  private String gatewayRoute;

  public Long getObservedGeneration() {
    return observedGeneration;
  }

  public void setObservedGeneration(Long observedGeneration) {
    this.observedGeneration = observedGeneration;
  }

  public List<Condition> getConditions() {
    return conditions;
  }

  public void setConditions(List<Condition> conditions) {
    this.conditions = conditions;
  }

  public List<String> getImagePullSecrets() {
    return imagePullSecrets;
  }

  public void setImagePullSecrets(List<String> imagePullSecrets) {
    this.imagePullSecrets = imagePullSecrets;
  }

  public List<AIMCredentialStatus> getCredentials() {
    return credentials;
  }

  public void setCredentials(List<AIMCredentialStatus> credentials) {
    this.credentials = credentials;
  }

  public String getGatewayRoute() {
    return gatewayRoute;
  }

  public void setGatewayRoute(String gatewayRoute) {
    this.gatewayRoute = gatewayRoute;
  }
}
