package ai.silogen.kaiwo.operator.namespaceconfig;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.List;
import org.junit.jupiter.api.Test;

/** AIMNamespaceConfig in a cluster without the Gateway API: the status says so. */
class NamespaceConfigWithoutGatewayApiSandboxTest {

  @Test
  void aMissingGatewayApiIsReportedAndTheRestIsStillApplied() {
    try (OperatorSandbox cluster =
        OperatorSandbox.startBare(List.of(new NamespaceConfigModule()), builder -> {})) {
      KubernetesClient client = cluster.client();
      client
          .namespaces()
          .resource(new NamespaceBuilder().withNewMetadata().withName("team").endMetadata().build())
          .create();
      client.resource(NamespaceConfigSandboxTest.config("team", "aim", "[regcred]")).create();

      eventually()
          .untilAsserted(
              () -> {
                AIMNamespaceConfig config =
                    client
                        .resources(AIMNamespaceConfig.class)
                        .inNamespace("team")
                        .withName("aim")
                        .get();
                assertThat(NamespaceConfigSandboxTest.condition(config, "GatewayReady"))
                    .hasValueSatisfying(
                        c -> {
                          assertThat(c.getStatus()).isEqualTo("False");
                          assertThat(c.getReason()).isEqualTo("GatewayAPIMissing");
                        });
                assertThat(config.getStatus().getGatewayRoute()).isNull();
                assertThat(config.getStatus().getCredentials()).hasSize(3);
              });
    }
  }
}
