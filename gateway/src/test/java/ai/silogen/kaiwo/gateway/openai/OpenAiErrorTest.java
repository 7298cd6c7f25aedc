package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class OpenAiErrorTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void modelNotFoundHasTheOpenAiShape() throws Exception {
    OpenAiError error = OpenAiError.modelNotFound("model1_no-such-adapter");

    JsonNode body = JSON.readTree(error.toJson());

    assertThat(error.status()).isEqualTo(404);
    assertThat(body.properties()).hasSize(1);
    assertThat(body.at("/error/message").asText())
        .isEqualTo("model not found: \"model1_no-such-adapter\"");
    assertThat(body.at("/error/type").asText()).isEqualTo("invalid_request_error");
    assertThat(body.at("/error/param").asText()).isEqualTo("model");
    assertThat(body.at("/error/code").asText()).isEqualTo("model_not_found");
  }

  @Test
  void clientErrorsCarryTheirStatus() {
    assertThat(OpenAiError.missingModel().status()).isEqualTo(400);
    assertThat(OpenAiError.missingModel().getMessage()).isEqualTo("missing 'model' field");
    assertThat(OpenAiError.unknownPath("/v1/nope").status()).isEqualTo(400);
    assertThat(OpenAiError.payloadTooLarge(1024).status()).isEqualTo(413);
    assertThat(OpenAiError.payloadTooLarge(1024).code()).isEqualTo("request_too_large");
  }

  @Test
  void serverErrorsNeverShowTheCause() throws Exception {
    IllegalStateException cause = new IllegalStateException("secret: token=abc at 10.1.2.3");

    for (OpenAiError error :
        new OpenAiError[] {OpenAiError.internal(cause), OpenAiError.badGateway(cause)}) {
      assertThat(error.status()).isBetween(500, 502);
      assertThat(error.getCause()).isSameAs(cause);
      assertThat(error.toJsonString()).doesNotContain("secret", "10.1.2.3");
      assertThat(JSON.readTree(error.toJson()).at("/error/type").asText())
          .isEqualTo("server_error");
    }
  }

  @Test
  void messagesAreEscapedInTheJsonBody() throws Exception {
    OpenAiError error = OpenAiError.badRequest("bad \"quote\" and \\ slash\n");

    assertThat(JSON.readTree(error.toJson()).at("/error/message").asText())
        .isEqualTo("bad \"quote\" and \\ slash\n");
    assertThat(JSON.readTree(error.toJson()).at("/error/code").isNull()).isTrue();
  }
}
