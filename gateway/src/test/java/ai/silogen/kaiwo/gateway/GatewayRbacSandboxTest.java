package ai.silogen.kaiwo.gateway;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.gateway.auth.ApiKeySecretWatcher;
import ai.silogen.kaiwo.gateway.discovery.KubernetesFixtures;
import ai.silogen.kaiwo.gateway.proxy.TestGateway;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.ApiRequestAudit;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/**
 * The gateway's Roles in {@code deploy/gateway/rbac.yaml} allow every request the gateway makes
 * while it discovers Models, authenticates with API-key Secrets, scales a Model from zero and runs
 * the leader-elected autoscaler that saves its state.
 */
class GatewayRbacSandboxTest {

  private static final String SYSTEM = "kaiwo-system";
  private static final String TEAM = "team";

  @Test
  void theGatewaysRolesAllowEveryRequestItMakes() throws Exception {
    ApiRequestAudit audit = new ApiRequestAudit();
    try (Sandbox sandbox = TestSandbox.start();
        KubernetesClient client = audit.client(sandbox);
        HttpClient http = HttpClient.newHttpClient()) {
      KubernetesClient admin = sandbox.client();
      for (String namespace : new String[] {SYSTEM, TEAM}) {
        admin
            .resource(
                new NamespaceBuilder().withNewMetadata().withName(namespace).endMetadata().build())
            .create();
      }
      admin
          .resource(
              new SecretBuilder()
                  .withNewMetadata()
                  .withNamespace(TEAM)
                  .withName("keys")
                  .addToLabels(ApiKeySecretWatcher.DEFAULT_LABEL, "true")
                  .endMetadata()
                  .addToData("key", Base64.getEncoder().encodeToString("sk-test".getBytes(UTF_8)))
                  .build())
          .create();
      Model cold = KubernetesFixtures.model(TEAM, "cold");
      cold.getSpec().setMinReplicas(0);
      cold.getSpec().setMaxReplicas(1);
      admin.resource(cold).create();

      GatewayOptions options =
          GatewayOptions.builder()
              .host("127.0.0.1")
              .port(0)
              .namespace(SYSTEM)
              .eventLoops(1)
              .authEnabled(true)
              .leaderElection(true)
              .autoscalerInterval(Duration.ofMillis(200))
              .endpointWaitTimeout(Duration.ofMillis(500))
              .build();
      try (Gateway gateway = Gateway.start(options, client)) {
        // Once the key is known, a request scales the Model from zero, then gives up waiting.
        URI chat = URI.create("http://127.0.0.1:" + gateway.port() + "/openai/v1/chat/completions");
        await().atMost(Duration.ofSeconds(20)).until(() -> post(http, chat).statusCode() != 401);
        await()
            .atMost(Duration.ofSeconds(20))
            .until(
                () ->
                    admin.resource(cold).get().getSpec().getReplicas() != null
                        && admin.configMaps().inNamespace(SYSTEM).list().getItems().stream()
                            .anyMatch(
                                c -> c.getMetadata().getName().equals(options.stateConfigMap())));
      }
    }

    assertThat(audit.actions()).as("the audit saw the gateway work").hasSizeGreaterThan(8);
    assertThat(audit.deniedBy(ApiSerialization.readAll(Files.readString(rbac()))))
        .as("requests deploy/gateway/rbac.yaml does not allow")
        .isEmpty();
  }

  private static HttpResponse<String> post(HttpClient http, URI uri) throws Exception {
    return http.send(
        HttpRequest.newBuilder(uri)
            .header("Authorization", "Bearer sk-test")
            .POST(HttpRequest.BodyPublishers.ofString(TestGateway.chat(TEAM + "/cold", false, 2)))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static Path rbac() {
    return Path.of("..", "deploy", "gateway", "rbac.yaml");
  }
}
