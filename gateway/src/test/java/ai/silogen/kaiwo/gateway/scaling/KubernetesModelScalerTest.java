package ai.silogen.kaiwo.gateway.scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.gateway.discovery.KubernetesFixtures;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import org.junit.jupiter.api.Test;

/** Replica writes go through the Model's scale subresource of a real(istic) API server. */
class KubernetesModelScalerTest {

  @Test
  void writesReplicasThroughTheScaleSubresource() {
    try (Sandbox sandbox = TestSandbox.start()) {
      KubernetesClient client = sandbox.client();
      client.resource(KubernetesFixtures.model("default", "llama")).create();
      KubernetesModelScaler scaler = new KubernetesModelScaler(client);

      scaler.scale("default", "llama", 3);

      Model model = client.resources(Model.class).inNamespace("default").withName("llama").get();
      assertThat(model.getSpec().getReplicas()).isEqualTo(3);
      assertThat(model.getSpec().getUrl()).isEqualTo("hf://org/llama");
      assertThatThrownBy(() -> scaler.scale("default", "missing", 1))
          .isInstanceOf(KubernetesClientException.class);
    }
  }
}
