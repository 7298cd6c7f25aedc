package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code --access-log}: one line per request, routed or refused, without bodies or headers. */
class AccessLogTest {
  @RegisterExtension static final LoggedGateway FIXTURE = new LoggedGateway();

  @Test
  void aRoutedRequestNamesItsModelStatusAttemptsEndpointAndTimes() throws Exception {
    String secret = "a prompt that must not be logged";
    FIXTURE
        .gateway()
        .post(
            "/openai/v1/chat/completions",
            "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"" + secret + "\"}]}");

    String line = FIXTURE.log().awaitLine("model=default/m");
    assertThat(line)
        .matches(
            "POST /openai/v1/chat/completions request_id=[0-9a-f]{32} model=default/m status=200"
                + " attempts=1"
                + " endpoint=default/\\S+ ttfb_ms=\\d+\\.\\d total_ms=\\d+\\.\\d")
        .doesNotContain(secret);
  }

  @Test
  void aRefusedRequestNamesItsStatusAndError() throws Exception {
    FIXTURE.gateway().post("/v1/completions", "{\"model\":\"nope\",\"prompt\":\"x\"}");

    assertThat(FIXTURE.log().awaitLine("status=404"))
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
