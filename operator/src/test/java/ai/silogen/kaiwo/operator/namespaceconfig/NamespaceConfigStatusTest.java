package ai.silogen.kaiwo.operator.namespaceconfig;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMCredentialStatus;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfigStatus;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRoute;
import io.fabric8.kubernetes.api.model.gatewayapi.v1beta1.ReferenceGrant;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NamespaceConfigStatusTest {

  private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  private static final AIMNamespaceConfig CONFIG =
      NamespaceDefaultsTest.config("team", "2026-01-01T00:00:00Z");

  private static Optional<Secret> secrets(String name) {
    Map<String, Map<String, String>> secrets =
        Map.of(
            "hf", Map.of("token", "eA=="),
            "minio", Map.of("id", "eA==", "secret", "eA=="),
            "aws", Map.of("id", "eA=="),
            "regcred", Map.of(".dockerconfigjson", "e30="));
    return Optional.ofNullable(secrets.get(name))
        .map(
            data ->
                new SecretBuilder()
                    .withNewMetadata()
                    .withName(name)
                    .endMetadata()
                    .withData(data)
                    .build());
  }

  @Test
  void everyReferenceIsCheckedAndExplained() {
    CredentialCheck.Report report =
        CredentialCheck.check(CONFIG.getSpec(), NamespaceConfigStatusTest::secrets);

    assertThat(report.credentials())
        .extracting(
            c ->
                c.getProvider()
                    + " "
                    + c.getSecretName()
                    + "/"
                    + c.getSecretKey()
                    + " "
                    + c.getResolved())
        .containsExactly(
            "HuggingFace hf/token true",
            "S3 minio/id true",
            "S3 minio/secret true",
            "S3 aws/id true",
            "S3 aws/secret false",
            "S3 x/null false",
            "S3 null/null false",
            "GCS gcs/key.json false",
            "AzureBlob azure/conn false");
    assertThat(report.unresolved())
        .extracting(AIMCredentialStatus::getMessage)
        .contains(
            "Secret aws has no key secret",
            "Secret gcs not found",
            "secretName and secretKey must both be set");
    assertThat(report.pullSecretsFound()).containsExactly("regcred");
    assertThat(report.pullSecretsMissing()).containsExactly("other");
  }

  @Test
  void statusShowsWhatWasAppliedAndWhatIsMissing() {
    CredentialCheck.Report report =
        CredentialCheck.check(CONFIG.getSpec(), NamespaceConfigStatusTest::secrets);
    AIMNamespaceConfigStatus status =
        NamespaceConfigStatusModel.applied(CONFIG, report, GatewayOutcome.apiMissing(), NOW);

    assertThat(status.getObservedGeneration()).isEqualTo(2L);
    assertThat(status.getImagePullSecrets()).containsExactly("regcred");
    assertThat(status.getCredentials()).hasSize(9);
    assertThat(status.getGatewayRoute()).isNull();
    assertThat(status.getConditions())
        .extracting(Condition::getType, Condition::getStatus, Condition::getReason)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("CredentialsResolved", "False", "SecretsMissing"),
            org.assertj.core.groups.Tuple.tuple(
                "ImagePullSecretsResolved", "False", "SecretsMissing"),
            org.assertj.core.groups.Tuple.tuple("GatewayReady", "False", "GatewayAPIMissing"),
            org.assertj.core.groups.Tuple.tuple("Ready", "False", "Incomplete"));
    assertThat(status.getConditions().getFirst().getMessage())
        .isEqualTo(
            "S3: Secret aws has no key secret; S3: secretName and secretKey must both be set;"
                + " GCS: Secret gcs not found; AzureBlob: Secret azure not found");
  }

  @Test
  void aCompleteConfigIsReady() {
    CredentialCheck.Report report =
        new CredentialCheck.Report(List.of(), List.of("regcred"), List.of());
    GatewayOutcome route =
        new GatewayOutcome(true, Optional.of("team-a/kaiwo-models"), true, "Accepted", "ok");
    AIMNamespaceConfigStatus status =
        NamespaceConfigStatusModel.applied(CONFIG, report, route, NOW);
    assertThat(status.getGatewayRoute()).isEqualTo("team-a/kaiwo-models");
    assertThat(status.getConditions()).allMatch(c -> c.getStatus().equals("True"));

    AIMNamespaceConfigStatus superseded =
        NamespaceConfigStatusModel.superseded(CONFIG, "older", NOW);
    assertThat(superseded.getConditions())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.getReason()).isEqualTo("Superseded");
              assertThat(c.getMessage())
                  .contains("AIMNamespaceConfig older configures this namespace");
            });
  }

  @Test
  void theRouteSendsOpenAiPathsOfTheNamespaceToTheKaiwoGateway() {
    List<HasMetadata> objects = GatewayRoute.render(CONFIG, NamespaceConfigOptions.defaults());
    HTTPRoute route = (HTTPRoute) objects.get(0);
    assertThat(route.getMetadata().getNamespace()).isEqualTo("team-a");
    assertThat(route.getMetadata().getName()).isEqualTo("kaiwo-models");
    assertThat(route.getSpec().getParentRefs())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.getName()).isEqualTo("kgw");
              assertThat(p.getNamespace()).isEqualTo("gateway-system");
            });
    var rule = route.getSpec().getRules().getFirst();
    assertThat(rule.getMatches())
        .extracting(m -> m.getPath().getValue())
        .containsExactly("/openai", "/v1");
    assertThat(rule.getFilters().getFirst().getRequestHeaderModifier().getSet())
        .singleElement()
        .satisfies(
            h ->
                assertThat(h.getName() + "=" + h.getValue()).isEqualTo("X-Kaiwo-Namespace=team-a"));
    assertThat(rule.getBackendRefs())
        .singleElement()
        .satisfies(
            b -> {
              assertThat(b.getName()).isEqualTo("kaiwo-gateway");
              assertThat(b.getNamespace()).isEqualTo("kaiwo-system");
              assertThat(b.getPort()).isEqualTo(80);
            });
    ReferenceGrant grant = (ReferenceGrant) objects.get(1);
    assertThat(grant.getMetadata().getNamespace()).isEqualTo("kaiwo-system");
    assertThat(grant.getSpec().getFrom())
        .singleElement()
        .satisfies(f -> assertThat(f.getNamespace()).isEqualTo("team-a"));
  }

  @Test
  void noGatewayMeansNoRouteAndTheServiceNamespaceNeedsNoGrant() {
    AIMNamespaceConfig noGateway = NamespaceDefaultsTest.config("team", "2026-01-01T00:00:00Z");
    noGateway.getSpec().setGateway(null);
    assertThat(GatewayRoute.render(noGateway, NamespaceConfigOptions.defaults())).isEmpty();
    assertThat(GatewayRoute.grant("kaiwo-system", NamespaceConfigOptions.defaults())).isEmpty();
  }
}
