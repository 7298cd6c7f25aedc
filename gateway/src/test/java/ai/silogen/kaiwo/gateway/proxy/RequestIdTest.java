package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One id per request, shared by the client's answer, the model server and the access log. */
class RequestIdTest {
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
  void aNewIdReachesTheModelServerTheClientAndTheAccessLog() throws Exception {
    HttpResponse<String> response = gateway.post("/v1/chat/completions", chat("first"));

    String id = response.headers().firstValue("x-request-id").orElseThrow();
    assertThat(id).matches("[0-9a-f]{32}");
    assertThat(received("first").headers().get("x-request-id")).isEqualTo(id);
    assertThat(log.awaitLine("request_id=" + id)).contains("model=default/m status=200");
  }

  @Test
  void theClientsOwnIdIsKept() throws Exception {
    HttpResponse<String> response =
        gateway.post("/v1/chat/completions", chat("second"), "X-Request-Id", "trace-42:a.b_c");

    assertThat(response.headers().firstValue("x-request-id")).hasValue("trace-42:a.b_c");
    assertThat(received("second").headers().getAll("x-request-id"))
        .containsExactly("trace-42:a.b_c");
  }

  @Test
  void anIdThatCouldBreakALogLineIsReplaced() throws Exception {
    for (String unusable : List.of("two words", "x".repeat(129), "quote\"d")) {
      HttpResponse<String> response =
          gateway.post("/v1/chat/completions", chat("third"), "X-Request-Id", unusable);

      assertThat(response.headers().firstValue("x-request-id").orElseThrow())
          .matches("[0-9a-f]{32}");
    }
  }

  @Test
  void aRefusedRequestHasAnIdToo() throws Exception {
    HttpResponse<String> response =
        gateway.post("/v1/completions", "{\"model\":\"nope\",\"prompt\":\"x\"}");

    assertThat(response.statusCode()).isEqualTo(404);
    String id = response.headers().firstValue("x-request-id").orElseThrow();
    assertThat(log.awaitLine("request_id=" + id)).contains("status=404");
  }

  private static String chat(String marker) {
    return "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"" + marker + "\"}]}";
  }

  private static FakeBackend.Received received(String marker) {
    return backend.received().stream()
        .filter(request -> request.body().contains(marker))
        .findFirst()
        .orElseThrow();
  }
}
