package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** One id per request, shared by the client's answer, the model server and the access log. */
class RequestIdTest {
  @RegisterExtension static final LoggedGateway FIXTURE = new LoggedGateway();

  @Test
  void aNewIdReachesTheModelServerTheClientAndTheAccessLog() throws Exception {
    HttpResponse<String> response = FIXTURE.gateway().post("/v1/chat/completions", chat("first"));

    String id = response.headers().firstValue("x-request-id").orElseThrow();
    assertThat(id).matches("[0-9a-f]{32}");
    assertThat(received("first").headers().get("x-request-id")).isEqualTo(id);
    assertThat(FIXTURE.log().awaitLine("request_id=" + id)).contains("model=default/m status=200");
  }

  @Test
  void theClientsOwnIdIsKept() throws Exception {
    HttpResponse<String> response =
        FIXTURE
            .gateway()
            .post("/v1/chat/completions", chat("second"), "X-Request-Id", "trace-42:a.b_c");

    assertThat(response.headers().firstValue("x-request-id")).hasValue("trace-42:a.b_c");
    assertThat(received("second").headers().getAll("x-request-id"))
        .containsExactly("trace-42:a.b_c");
  }

  @Test
  void anIdThatCouldBreakALogLineIsReplaced() throws Exception {
    for (String unusable : List.of("two words", "x".repeat(129), "quote\"d")) {
      HttpResponse<String> response =
          FIXTURE.gateway().post("/v1/chat/completions", chat("third"), "X-Request-Id", unusable);

      assertThat(response.headers().firstValue("x-request-id").orElseThrow())
          .matches("[0-9a-f]{32}");
    }
  }

  @Test
  void aRefusedRequestHasAnIdToo() throws Exception {
    HttpResponse<String> response =
        FIXTURE.gateway().post("/v1/completions", "{\"model\":\"nope\",\"prompt\":\"x\"}");

    assertThat(response.statusCode()).isEqualTo(404);
    String id = response.headers().firstValue("x-request-id").orElseThrow();
    assertThat(FIXTURE.log().awaitLine("request_id=" + id)).contains("status=404");
  }

  private static String chat(String marker) {
    return "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"" + marker + "\"}]}";
  }

  private static FakeBackend.Received received(String marker) {
    return FIXTURE.backend().received().stream()
        .filter(request -> request.body().contains(marker))
        .findFirst()
        .orElseThrow();
  }
}
