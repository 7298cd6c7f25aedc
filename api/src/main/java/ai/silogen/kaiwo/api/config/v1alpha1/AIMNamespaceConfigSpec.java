package ai.silogen.kaiwo.api.config.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/**
 * Desired configuration of an AIM-enabled namespace: the gateway to route through and the
 * credentials for model sources and caches.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class AIMNamespaceConfigSpec {

  @JsonPropertyDescription("Gateway used for exposure and routing.")
  private GatewayRef gateway;

  @JsonPropertyDescription("Secret references used for model access and caching.")
  private AIMNamespaceCredentials credentials;

  @JsonPropertyDescription("Image pull behaviour of AIM images in this namespace.")
  private AIMNamespaceImageConfig images;

  public GatewayRef getGateway() {
    return gateway;
  }

  public void setGateway(GatewayRef gateway) {
    this.gateway = gateway;
  }

  public AIMNamespaceCredentials getCredentials() {
    return credentials;
  }

  public void setCredentials(AIMNamespaceCredentials credentials) {
    this.credentials = credentials;
  }

  public AIMNamespaceImageConfig getImages() {
    return images;
  }

  public void setImages(AIMNamespaceImageConfig images) {
    this.images = images;
  }
}
