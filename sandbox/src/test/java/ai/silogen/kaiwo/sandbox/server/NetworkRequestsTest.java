package ai.silogen.kaiwo.sandbox.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.Test;

/** The API server counts the requests clients send it, what a benchmark reports as its load. */
class NetworkRequestsTest {

  @Test
  void everyRequestOfAClientIsCountedOnce() {
    try (Sandbox sandbox = TestSandbox.start();
        KubernetesClient client = sandbox.newClient()) {
      long before = sandbox.dispatcher().networkRequests();

      client
          .configMaps()
          .inNamespace("default")
          .resource(new ConfigMapBuilder().withNewMetadata().withName("c").endMetadata().build())
          .create();
      client.configMaps().inNamespace("default").withName("c").get();
      client.configMaps().inNamespace("default").list();

      assertThat(sandbox.dispatcher().networkRequests() - before).isEqualTo(3);
    }
  }
}
