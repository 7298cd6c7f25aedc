package ai.silogen.kaiwo.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

class ApiKeysTest {

  @Test
  void keysOfTheGatewayNamespaceMayCallEverythingOthersOnlyTheirNamespace() {
    ApiKeys keys =
        ApiKeys.fromSecrets(
            List.of(
                secret("gateway", "admin", "alice", "sk-a\n"),
                secret("team", "keys", "bob", "sk-b")),
            "gateway");

    ApiKeyScope admin = keys.find("sk-a").orElseThrow();
    assertThat(admin.permits("team")).isTrue();
    assertThat(admin.permits("anything")).isTrue();
    assertThat(admin.keyId()).isEqualTo("gateway/admin/alice");
    ApiKeyScope team = keys.find("sk-b").orElseThrow();
    assertThat(team.permits("team")).isTrue();
    assertThat(team.permits("gateway")).isFalse();
    assertThat(keys.find("sk-c")).isEmpty();
    assertThat(keys.find("sk-a\n")).isEmpty();
  }

  @Test
  void aKeyDefinedTwiceKeepsItsWidestScope() {
    ApiKeys keys =
        ApiKeys.fromSecrets(
            List.of(secret("team", "keys", "k", "same"), secret("gateway", "keys", "k", "same")),
            "gateway");

    assertThat(keys.size()).isEqualTo(1);
    assertThat(keys.find("same").orElseThrow().allNamespaces()).isTrue();
  }

  @Test
  void blankAndUndecodableValuesAreIgnored() {
    Secret secret =
        new SecretBuilder(secret("team", "keys", "blank", "  "))
            .addToData("broken", "%%%not base64")
            .build();

    assertThat(ApiKeys.fromSecrets(List.of(secret), "gateway").size()).isZero();
  }

  @Test
  void theAuthenticatorWantsABearerKey() {
    ApiKeyAuthenticator authenticator =
        ApiKeyAuthenticator.withKeys(
            ApiKeys.fromSecrets(List.of(secret("team", "keys", "k", "sk-1")), "gateway"));

    assertThat(authenticator.authenticate("Bearer sk-1").namespace()).isEqualTo("team");
    assertThat(authenticator.authenticate("BEARER   sk-1 ").namespace()).isEqualTo("team");
    for (String header :
        new String[] {null, "", "sk-1", "Basic c2stMQ==", "Bearer ", "Bearer sk-2"}) {
      assertThatThrownBy(() -> authenticator.authenticate(header))
          .isInstanceOf(OpenAiError.class)
          .extracting(e -> ((OpenAiError) e).status())
          .isEqualTo(401);
    }
    assertThat(ApiKeyAuthenticator.disabled().authenticate(null))
        .isSameAs(ApiKeyScope.UNRESTRICTED);
  }

  static Secret secret(String namespace, String name, String key, String value) {
    return new SecretBuilder()
        .withNewMetadata()
        .withNamespace(namespace)
        .withName(name)
        .addToLabels(ApiKeySecretWatcher.DEFAULT_LABEL, "true")
        .endMetadata()
        .addToData(key, Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8)))
        .build();
  }
}
