package ai.silogen.kaiwo.operator.support;

import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;

/** A client whose every request fails at once, for tests of what a controller does then. */
public final class UnreachableApiServer {

  private UnreachableApiServer() {}

  /** A client of a port nothing listens on, without the client's own retries. */
  public static KubernetesClient client() {
    return new KubernetesClientBuilder()
        .withConfig(
            new ConfigBuilder()
                .withMasterUrl("http://127.0.0.1:1")
                .withRequestRetryBackoffLimit(0)
                .build())
        .build();
  }
}
