package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.external.ExtensibleObject;
import com.fasterxml.jackson.annotation.JsonInclude;

/** Addresses of a Ray cluster's head. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class HeadInfo extends ExtensibleObject {

  private String podIP;

  private String podName;

  private String serviceIP;

  private String serviceName;

  public String getPodIP() {
    return podIP;
  }

  public void setPodIP(String podIP) {
    this.podIP = podIP;
  }

  public String getPodName() {
    return podName;
  }

  public void setPodName(String podName) {
    this.podName = podName;
  }

  public String getServiceIP() {
    return serviceIP;
  }

  public void setServiceIP(String serviceIP) {
    this.serviceIP = serviceIP;
  }

  public String getServiceName() {
    return serviceName;
  }

  public void setServiceName(String serviceName) {
    this.serviceName = serviceName;
  }
}
