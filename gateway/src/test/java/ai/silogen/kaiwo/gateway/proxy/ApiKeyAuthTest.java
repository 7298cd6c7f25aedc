package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.auth.ApiKeyScope;
import ai.silogen.kaiwo.gateway.auth.ApiKeys;
import io.vertx.core.Vertx;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** API keys: required when on, scoped to a namespace, never forwarded to model servers. */
class ApiKeyAuthTest {
  private static final String ADMIN_KEY = "sk-admin";
  private static final String TEAM_KEY = "sk-team";
  private static Vertx vertx;
  private static FakeBackend backend;
  private static TestGateway gateway;

  @BeforeAll
  static void start() throws Exception {
    vertx = Vertx.vertx();
    backend = FakeBackend.answering(vertx, 200, "{\"ok\":true}");
    ApiKeys keys =
        ApiKeys.of(
            Map.of(
                ADMIN_KEY, new ApiKeyScope("default/keys/admin", "default", true),
                TEAM_KEY, new ApiKeyScope("team/keys/team", "team", false)));
    gateway =
        TestGateway.start(
            new ProxySettings(64 * 1024, Long.MAX_VALUE, 3, Duration.ofSeconds(5), true, false),
            ApiKeyAuthenticator.withKeys(keys),
            TestGateway.noScaling());
    gateway.serve(TestModels.model("default", "shared"), backend.address());
    gateway.serve(TestModels.model("team", "private"), backend.address());
  }

  @AfterAll
  static void stop() {
    gateway.close();
    backend.close();
    vertx.close();
  }

  @BeforeEach
  void forget() {
    backend.received().clear();
  }

  @Test
  void requestsWithoutAKeyAreRefusedWith401() throws Exception {
    HttpResponse<String> response =
        gateway.post("/v1/chat/completions", TestGateway.chat("shared", false, 1));

    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.headers().firstValue("www-authenticate")).hasValue("Bearer");
    assertThat(response.body())
        .contains("\"code\":\"invalid_api_key\"")
        .contains("missing API key");
    assertThat(backend.received()).isEmpty();
  }

  @Test
  void unknownKeysAreRefusedWith401() throws Exception {
    HttpResponse<String> response =
        gateway.post(
            "/v1/chat/completions",
            TestGateway.chat("shared", false, 1),
            "Authorization",
            "Bearer sk-wrong");

    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.body()).contains("\"message\":\"invalid API key\"");
  }

  @Test
  void aKeyOfTheGatewayNamespaceMayCallEveryModelAndIsNotForwarded() throws Exception {
    for (String model : new String[] {"shared", "team/private"}) {
      HttpResponse<String> response =
          gateway.post(
              "/v1/chat/completions",
              TestGateway.chat(model, false, 1),
              "Authorization",
              "Bearer " + ADMIN_KEY);
      assertThat(response.statusCode()).isEqualTo(200);
    }
    assertThat(backend.received()).hasSize(2);
    assertThat(backend.received()).allMatch(r -> r.headers().get("authorization") == null);
  }

  @Test
  void aNamespaceKeyOnlySeesItsNamespace() throws Exception {
    String bearer = "bearer " + TEAM_KEY; // the scheme is case-insensitive
    assertThat(
            gateway
                .post(
                    "/v1/chat/completions",
                    TestGateway.chat("team/private", false, 1),
                    "Authorization",
                    bearer)
                .statusCode())
        .isEqualTo(200);
    HttpResponse<String> other =
        gateway.post(
            "/v1/chat/completions", TestGateway.chat("shared", false, 1), "Authorization", bearer);
    assertThat(other.statusCode()).isEqualTo(404);
    assertThat(other.body()).contains("model not found: \\\"shared\\\"");
    HttpResponse<String> otherAdapter =
        gateway.post(
            "/v1/chat/completions",
            TestGateway.chat("shared_lora", false, 1),
            "Authorization",
            bearer);
    assertThat(otherAdapter.statusCode()).isEqualTo(404);
    assertThat(otherAdapter.body())
        .as("nothing about a model the key may not use, not even that it lacks the adapter")
        .contains("model not found: \\\"shared_lora\\\"")
        .doesNotContain("adapter");

    String listed = gateway.get("/v1/models", "Authorization", bearer).body();
    assertThat(listed).contains("\"id\":\"team/private\"").doesNotContain("\"id\":\"shared\"");
  }

  @Test
  void listingModelsNeedsAKeyToo() throws Exception {
    assertThat(gateway.get("/v1/models").statusCode()).isEqualTo(401);
    assertThat(gateway.get("/metrics").statusCode()).isEqualTo(200);
  }
}
