package ai.silogen.kaiwo.operator.health;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.coordination.v1.Lease;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** {@code kaiwo operator --leader-elect} against a cluster: Lease, probes and metrics. */
class OperatorProcessSandboxTest {

  @Test
  void theLeaderHoldsTheLeaseReportsReadyAndServesMetrics() throws Exception {
    try (Sandbox sandbox = TestSandbox.start();
        KubernetesClient client = sandbox.newClient();
        HttpClient http = HttpClient.newHttpClient()) {
      sandbox
          .client()
          .resource(
              new NamespaceBuilder()
                  .withNewMetadata()
                  .withName("kaiwo-system")
                  .endMetadata()
                  .build())
          .create();
      try (OperatorProcess process =
          OperatorProcess.start(client, new OperatorOptions(2, true, "kaiwo-system"), 0)) {
        String base = "http://127.0.0.1:" + process.healthPort();

        OperatorSandbox.eventually()
            .untilAsserted(
                () -> {
                  HttpResponse<String> ready = get(http, base + "/readyz");
                  assertThat(ready.statusCode()).isEqualTo(200);
                  assertThat(ready.body()).contains("\"leader\":true");
                });
        Lease lease =
            sandbox
                .client()
                .resources(Lease.class)
                .inNamespace("kaiwo-system")
                .withName(KaiwoOperator.LEASE_NAME)
                .get();
        assertThat(lease.getSpec().getHolderIdentity()).isNotBlank();
        OperatorSandbox.eventually()
            .untilAsserted(
                () ->
                    assertThat(
                            sandbox.client().resources(KaiwoConfig.class).withName("kaiwo").get())
                        .isNotNull());
        assertThat(get(http, base + "/healthz").statusCode()).isEqualTo(200);
        OperatorSandbox.eventually()
            .untilAsserted(
                () ->
                    assertThat(get(http, base + "/metrics").body())
                        .contains("kaiwo_operator_leader 1.0")
                        .contains("operator_sdk_reconciliations_started_total")
                        .contains("jvm_memory_used_bytes"));
      }
    }
  }

  private static HttpResponse<String> get(HttpClient http, String url) throws Exception {
    return http.send(
        HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
  }
}
