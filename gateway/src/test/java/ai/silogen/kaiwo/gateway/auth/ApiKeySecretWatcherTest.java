package ai.silogen.kaiwo.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

@EnableKubernetesMockClient(crud = true)
class ApiKeySecretWatcherTest {
  KubernetesClient client;

  @Test
  void keysFollowTheLabelledSecrets() throws Exception {
    client.resource(ApiKeysTest.secret("team", "keys", "k", "sk-1")).create();
    Secret unlabelled = ApiKeysTest.secret("team", "other", "k", "sk-2");
    unlabelled.getMetadata().getLabels().clear();
    client.resource(unlabelled).create();
    ApiKeyAuthenticator authenticator = new ApiKeyAuthenticator(true);

    try (ApiKeySecretWatcher watcher =
        new ApiKeySecretWatcher(
            client, null, "gateway", ApiKeySecretWatcher.DEFAULT_LABEL, authenticator)) {
      watcher.start().get(10, TimeUnit.SECONDS);

      assertThat(accepts(authenticator, "sk-1")).isTrue();
      assertThat(accepts(authenticator, "sk-2")).isFalse();

      client.resource(ApiKeysTest.secret("team", "keys", "k", "sk-3")).update();
      await()
          .atMost(Duration.ofSeconds(10))
          .pollInterval(Duration.ofMillis(20))
          .until(() -> accepts(authenticator, "sk-3") && !accepts(authenticator, "sk-1"));

      client.secrets().inNamespace("team").withName("keys").delete();
      await()
          .atMost(Duration.ofSeconds(10))
          .pollInterval(Duration.ofMillis(20))
          .until(() -> !accepts(authenticator, "sk-3"));
    }
  }

  private static boolean accepts(ApiKeyAuthenticator authenticator, String key) {
    try {
      authenticator.authenticate("Bearer " + key);
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }
}
