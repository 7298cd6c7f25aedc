package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code --access-log}: one line per request, routed or refused, without bodies or headers. */
class AccessLogTest {
  private static CapturedAccessLog log;
  private static Vertx vertx;
  private static TestGateway gateway;
  private static FakeBackend backend;

  @BeforeAll
  static void start() throws Exception {
    log = CapturedAccessLog.start();
    vertx = Vertx.vertx();
    gateway = TestGateway.start(); // access log on
    backend = FakeBackend.answering(vertx, 200, "{}");
    gateway.serve(
        TestModels.model("default", "m", Set.of(), Map.of(), List.of(), 1), backend.address());
  }

  @AfterAll
  static void stop() throws Exception {
    log.close();
    gateway.close();
    backend.close();
    vertx.close();
  }

  @Test
  void aRoutedRequestNamesItsModelStatusAttemptsEndpointAndTimes() throws Exception {
    String secret = "a prompt that must not be logged";
    gateway.post(
        "/openai/v1/chat/completions",
        "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"" + secret + "\"}]}");

    String line = log.awaitLine("model=default/m");
    assertThat(line)
        .matches(
            "POST /openai/v1/chat/completions request_id=[0-9a-f]{32} model=default/m status=200"
                + " attempts=1"
                + " endpoint=default/\\S+ ttfb_ms=\\d+\\.\\d total_ms=\\d+\\.\\d")
        .doesNotContain(secret);
  }

  @Test
  void aRefusedRequestNamesItsStatusAndError() throws Exception {
    gateway.post("/v1/completions", "{\"model\":\"nope\",\"prompt\":\"x\"}");

    assertThat(log.awaitLine("status=404"))
        .matches(
            "POST /v1/completions request_id=[0-9a-f]{32} model=- status=404"
                + " error=\"model not found: \\\\\"nope\\\\\"\"");
  }

  @Test
  void aClientCannotForgeALineThroughTheModelName() {
    assertThat(AccessLog.quoted("model not found: \"x\nPOST /v1 status=200\r\u0007\\\""))
        .isEqualTo("model not found: \\\"x\\nPOST /v1 status=200\\r\\u0007\\\\\\\"");
  }
}
