package ai.silogen.kaiwo.operator.namespaceconfig;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRoute;
import io.fabric8.kubernetes.api.model.gatewayapi.v1beta1.ReferenceGrant;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** AIMNamespaceConfig in a sandbox that serves the Gateway API. */
class NamespaceConfigSandboxTest {

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster =
        OperatorSandbox.startBare(
            List.of(new NamespaceConfigModule()), builder -> builder.crds(gatewayApiCrds()));
    client = cluster.client();
    for (String namespace : List.of("kaiwo-system", "team-a", "team-b")) {
      client
          .namespaces()
          .resource(
              new NamespaceBuilder().withNewMetadata().withName(namespace).endMetadata().build())
          .create();
    }
    secret("team-a", "hf", Map.of("token", "dG9rZW4="));
    secret("team-a", "regcred", Map.of(".dockerconfigjson", "e30="));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void theConfigIsAppliedAndItsStatusShowsWhatWasFoundAndWhatIsMissing() {
    client.resource(config("team-a", "aim", "[regcred, other]")).create();

    eventually()
        .untilAsserted(
            () -> {
              AIMNamespaceConfig config = get("team-a", "aim");
              assertThat(config.getStatus().getImagePullSecrets()).containsExactly("regcred");
              assertThat(config.getStatus().getGatewayRoute()).isEqualTo("team-a/kaiwo-models");
              assertThat(condition(config, "CredentialsResolved"))
                  .hasValueSatisfying(
                      c -> assertThat(c.getMessage()).contains("Secret s3 not found"));
              assertThat(condition(config, "GatewayReady"))
                  .hasValueSatisfying(c -> assertThat(c.getStatus()).isEqualTo("True"));
              assertThat(condition(config, "Ready"))
                  .hasValueSatisfying(c -> assertThat(c.getStatus()).isEqualTo("False"));
            });
    HTTPRoute route =
        client.resources(HTTPRoute.class).inNamespace("team-a").withName("kaiwo-models").get();
    assertThat(route.getSpec().getParentRefs()).extracting(p -> p.getName()).containsExactly("kgw");
    assertThat(route.getMetadata().getOwnerReferences())
        .extracting(o -> o.getKind())
        .containsExactly("AIMNamespaceConfig");
    assertThat(grant("team-a")).isNotNull();
    assertThat(NamespaceConfigs.live(client).forNamespace("team-a").huggingFaceToken()).isPresent();

    secret("team-a", "s3", Map.of("id", "eA==", "secret", "eA=="));
    secret("team-a", "other", Map.of(".dockerconfigjson", "e30="));
    OperatorSandbox.retrying(
        () -> client.resource(config("team-a", "aim", "[regcred, other, regcred]")).update());

    eventually()
        .untilAsserted(
            () ->
                assertThat(condition(get("team-a", "aim"), "Ready"))
                    .hasValueSatisfying(c -> assertThat(c.getStatus()).isEqualTo("True")));
    assertThat(get("team-a", "aim").getStatus().getImagePullSecrets())
        .containsExactly("regcred", "other");

    client.resources(AIMNamespaceConfig.class).inNamespace("team-a").withName("aim").delete();
    eventually().until(() -> grant("team-a") == null);
    eventually()
        .until(
            () ->
                client
                        .resources(HTTPRoute.class)
                        .inNamespace("team-a")
                        .withName("kaiwo-models")
                        .get()
                    == null);
  }

  @Test
  void aSecondConfigInANamespaceIsSuperseded() {
    client.resource(config("team-b", "first", "[]")).create();
    eventually().until(() -> get("team-b", "first").getStatus() != null);
    client.resource(config("team-b", "second", "[]")).create();

    eventually()
        .untilAsserted(
            () ->
                assertThat(condition(get("team-b", "second"), "Ready"))
                    .hasValueSatisfying(
                        c -> {
                          assertThat(c.getReason()).isEqualTo("Superseded");
                          assertThat(c.getMessage()).contains("AIMNamespaceConfig first");
                        }));
    assertThat(NamespaceConfigs.live(client).forNamespace("team-b").source()).contains("first");
  }

  static AIMNamespaceConfig config(String namespace, String name, String pullSecrets) {
    return ApiSerialization.read(
        """
        apiVersion: config.kaiwo.silogen.ai/v1alpha1
        kind: AIMNamespaceConfig
        metadata: {name: %s, namespace: %s}
        spec:
          gateway: {name: kgw, namespace: gateway-system}
          credentials:
            huggingFaceToken: {secretName: hf, secretKey: token}
            s3:
              - endpointUrl: https://minio.example.com
                accessKeyId: {secretName: s3, secretKey: id}
                secretAccessKey: {secretName: s3, secretKey: secret}
          images: {imagePullSecrets: %s}
        """
            .formatted(name, namespace, pullSecrets),
        AIMNamespaceConfig.class);
  }

  private static AIMNamespaceConfig get(String namespace, String name) {
    return client.resources(AIMNamespaceConfig.class).inNamespace(namespace).withName(name).get();
  }

  private static ReferenceGrant grant(String namespace) {
    return client
        .resources(ReferenceGrant.class)
        .inNamespace("kaiwo-system")
        .withName(GatewayRoute.grantName(namespace))
        .get();
  }

  static Optional<Condition> condition(AIMNamespaceConfig config, String type) {
    return config.getStatus() == null
        ? Optional.empty()
        : Conditions.find(config.getStatus().getConditions(), type);
  }

  private static void secret(String namespace, String name, Map<String, String> data) {
    client
        .secrets()
        .inNamespace(namespace)
        .resource(
            new SecretBuilder()
                .withNewMetadata()
                .withName(name)
                .endMetadata()
                .withData(data)
                .build())
        .create();
  }

  private static List<JsonNode> gatewayApiCrds() {
    try (InputStream in =
        NamespaceConfigSandboxTest.class.getResourceAsStream("/gateway-api/crds.yaml")) {
      String yaml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return ApiSerialization.readAll(yaml).stream().map(ApiSerialization::toTree).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
