package ai.silogen.kaiwo.gateway.openai;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonRequestParsingTest {
  private static final String CHAT = "/v1/chat/completions";
  private static final String COMPLETIONS = "/v1/completions";

  private final OpenAiRequestParser parser = new OpenAiRequestParser();

  private ParsedRequest parse(String path, String body) {
    return parser.parse(path, "application/json", body.getBytes(UTF_8));
  }

  /** KubeAI's {@code TestParseRequest} with prefixCharLength 10. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "/v1/chat/completions | {\"model\": \"test-model\"} | test-model | ''",
        "/v1/chat/completions | {\"model\": \"test-model_test-adapter\"} | test-model_test-adapter | ''",
        "/v1/chat/completions | {\"model\": \"test-model\", \"messages\": [{\"role\": \"system\", \"content\": \"test\"}]} | test-model | ''",
        "/v1/chat/completions | {\"model\": \"test-model\", \"messages\": [{\"role\": \"user\", \"content\": \"test-prefix\"}]} | test-model | test-prefi",
        "/v1/completions | {\"model\": \"test-model\", \"prompt\": \"test-prefix\"} | test-model | test-prefi",
        "/v1/rerank | {\"model\": \"test-model\", \"query\": \"q\", \"documents\": [\"d1\", \"d2\"]} | test-model | ''",
        "/v1/embeddings | {\"model\": \"test-model\", \"input\": \"some text\"} | test-model | ''",
      })
  void readsModelAndPrefixLikeKubeAi(String path, String body, String model, String prefix) {
    ParsedRequest request = parse(path, body);

    assertThat(request.requestedModel()).isEqualTo(model);
    assertThat(request.prefix(10)).isEqualTo(prefix);
  }

  /** KubeAI's {@code TestChatCompletionRequestPrefix}. */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "[] | 9 | ''",
        "[{\"role\": \"user\", \"content\": \"abc\"}] | 0 | ''",
        "[{\"role\": \"user\", \"content\": \"abc\"}] | 9 | abc",
        "[{\"role\": \"user\", \"content\": \"abcefghijk\"}] | 9 | abcefghij",
        "[{\"role\": \"user\", \"content\": \"世界\"}] | 0 | ''",
        "[{\"role\": \"user\", \"content\": \"世界\"}] | 1 | 世",
        "[{\"role\": \"user\", \"content\": \"世界\"}] | 2 | 世界",
        "[{\"role\": \"user\", \"content\": \"世界\"}] | 3 | 世界",
        "[{\"role\": \"user\", \"content\": \"abc\"}, {\"role\": \"user\", \"content\": \"xyz\"}] | 9 | abc",
        "[{\"role\": \"system\", \"content\": \"abc\"}, {\"role\": \"user\", \"content\": \"xyz\"}] | 0 | ''",
        "[{\"role\": \"system\", \"content\": \"abc\"}, {\"role\": \"user\", \"content\": \"xyz\"}] | 9 | xyz",
        "[{\"role\": \"system\", \"content\": \"abc\"}] | 9 | ''",
        "[{\"content\": \"late role\", \"role\": \"user\"}] | 20 | late role",
        "[{\"content\": \"sys\", \"role\": \"system\"}, {\"content\": \"usr\", \"role\": \"user\"}] | 9 | usr",
        "[{\"role\": \"user\", \"content\": null}, {\"role\": \"user\", \"content\": \"second\"}] | 9 | ''",
        "[{\"role\": \"user\", \"content\": [{\"type\": \"text\", \"text\": \"What's in \"}, {\"type\": \"image_url\", \"image_url\": {\"url\": \"https://x/y.jpg\"}}, {\"type\": \"text\", \"text\": \"this image?\"}]}] | 100 | What's in this image?",
        "[{\"role\": \"user\", \"content\": [{\"type\": \"text\", \"text\": \"abc\"}, {\"type\": \"text\", \"text\": \"def\"}]}] | 4 | abcd",
        "[{\"role\": \"user\", \"content\": \"a\\u00e9\\ud83d\\ude00\\n\\\"q\\\"\"}] | 6 | aé😀\\n\"q",
        "[{\"role\": \"user\", \"content\": \"😀😀\"}] | 1 | 😀",
      })
  void chatPrefixIsTheFirstUserMessageInCodePoints(String messages, int n, String prefix) {
    ParsedRequest request = parse(CHAT, "{\"model\":\"m\",\"messages\":" + messages + "}");

    assertThat(request.prefix(n)).isEqualTo(prefix.replace("\\n", "\n"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "\"one prompt\" | one prompt",
        "[\"first\", \"second\"] | first",
        "[] | ''",
        "[[1, 2, 3], [4]] | ''",
        "[1, 2, 3] | ''",
        "null | ''",
      })
  void completionPrefixIsThePromptOrItsFirstString(String prompt, String prefix) {
    ParsedRequest request = parse(COMPLETIONS, "{\"prompt\":" + prompt + ",\"model\":\"m\"}");

    assertThat(request.prefix(100)).isEqualTo(prefix);
  }

  @Test
  void messagesAreIgnoredOutsideChatAndPromptOutsideCompletions() {
    String body =
        "{\"model\":\"m\",\"prompt\":\"p\",\"messages\":[{\"role\":\"user\",\"content\":\"c\"}]}";

    assertThat(parse(CHAT, body).prefix(10)).isEqualTo("c");
    assertThat(parse(COMPLETIONS, body).prefix(10)).isEqualTo("p");
    assertThat(parse("/v1/embeddings", body).prefix(10)).isEmpty();
  }

  @Test
  void readsTheStreamFlag() {
    assertThat(parse(CHAT, "{\"model\":\"m\",\"stream\":true}").stream()).isTrue();
    assertThat(parse(CHAT, "{\"model\":\"m\",\"stream\":false}").stream()).isFalse();
    assertThat(parse(CHAT, "{\"model\":\"m\"}").stream()).isFalse();
    assertThat(parse(CHAT, "{\"model\":\"m\",\"stream\":null}").stream()).isFalse();
    for (String wrong : List.of("\"true\"", "1", "{}", "[true]")) {
      assertThatThrownBy(() -> parse(CHAT, "{\"model\":\"m\",\"stream\":" + wrong + "}"))
          .isInstanceOfSatisfying(
              OpenAiError.class,
              e -> {
                assertThat(e.status()).isEqualTo(400);
                assertThat(e.getMessage()).isEqualTo("'stream' must be a boolean");
              });
    }
  }

  @Test
  void rewritesOnlyTheModelValueAndKeepsEveryOtherByte() {
    String before = "{ \"temperature\" : 1.0e0, \"model\" :\t\"llama_sql\" ,";
    String after =
        " \"vendor_extension\": {\"nested\": [1, 2.50, null]}, \"stream\": true,"
            + " \"messages\": [{\"role\": \"user\", \"content\": \"hi \\u00e9\"}] }\n";
    ParsedRequest request = parse(CHAT, before + after);

    String forwarded = new String(request.forwardBody("sql").toByteArray(request.body()), UTF_8);

    assertThat(forwarded).isEqualTo("{ \"temperature\" : 1.0e0, \"model\" :\t\"sql\" ," + after);
  }

  @Test
  void forwardsTheReceivedBytesWhenTheModelIsUnchanged() {
    ParsedRequest request = parse(CHAT, "{\"model\":\"llama\",\"x\":1}");

    assertThat(request.forwardBody("llama").isUnchanged()).isTrue();
  }

  @Test
  void readsABodyAtTheStartOfALongerReusedBuffer() {
    String body =
        "{\"model\":\"llama_sql\",\"messages\":[{\"role\":\"user\",\"content\":[{\"type\":\"text\","
            + "\"text\":\"caf\u00e9 \\u00e9\"}]}]}";
    byte[] exact = body.getBytes(UTF_8);
    byte[] buffer = (body + "\"}]}, \"model\": \"other\", \"stream\": true}").getBytes(UTF_8);

    ParsedRequest request = parser.parse(CHAT, "application/json", buffer, exact.length);

    assertThat(request.requestedModel()).isEqualTo("llama_sql");
    assertThat(request.stream()).isFalse();
    assertThat(request.prefix(100)).isEqualTo("caf\u00e9 \u00e9");
    assertThat(new String(request.forwardBody("sql").toByteArray(buffer), UTF_8))
        .isEqualTo(body.replace("llama_sql", "sql"));
    int cutInText = body.indexOf("caf") + 3;
    assertThatThrownBy(() -> parser.parse(CHAT, "application/json", buffer, cutInText))
        .isInstanceOf(OpenAiError.class)
        .hasMessageContaining("unexpected end of input in a string");
  }

  @Test
  void escapesAForwardedModelThatNeedsIt() {
    ParsedRequest request = parse(CHAT, "{\"model\":\"m_a\"}");

    assertThat(new String(request.forwardBody("we\"ird\\").toByteArray(request.body()), UTF_8))
        .isEqualTo("{\"model\":\"we\\\"ird\\\\\"}");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{}",
        "{\"model\": \"\"}",
        "{\"model\": null}",
        "{\"messages\": []}",
      })
  void aMissingModelIsABadRequest(String body) {
    assertThatThrownBy(() -> parse(CHAT, body))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> {
              assertThat(e.status()).isEqualTo(400);
              assertThat(e.getMessage()).contains("'model'");
            });
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"model\": \"m\"",
        "{\"model\": \"m\",}",
        "{\"model\": \"m\"} trailing",
        "{\"model\": \"m\"}{}",
        "[{\"model\": \"m\"}]",
        "\"model\"",
        "''",
        "{\"model\": 42}",
        "{\"model\": \"a\", \"model\": \"b\"}",
        "{\"model\": \"m\", \"messages\": [{\"role\": \"user\", \"content\": \"x\"}, ]}",
      })
  void malformedBodiesAreBadRequests(String body) {
    assertThatThrownBy(() -> parse(CHAT, body))
        .isInstanceOfSatisfying(OpenAiError.class, e -> assertThat(e.status()).isEqualTo(400));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"model\":",
        "{\"model\": [1,",
        "{\"model\": tru}",
      })
  void aBodyCutShortAtTheModelIsInvalidJsonNotAWronglyTypedModel(String body) {
    assertThatThrownBy(() -> parse(CHAT, body))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> {
              assertThat(e.status()).isEqualTo(400);
              assertThat(e.getMessage()).startsWith("invalid JSON body: ");
            });
  }

  @Test
  void aModelOfTheWrongTypeIsNamed() {
    assertThatThrownBy(() -> parse(CHAT, "{\"model\": 42}"))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> assertThat(e.getMessage()).isEqualTo("'model' must be a string"));
  }

  @Test
  void unknownPathsAndWrongContentTypesAreBadRequests() {
    byte[] body = "{\"model\":\"m\"}".getBytes(UTF_8);

    assertThatThrownBy(() -> parser.parse("/v1/load_lora_adapter", null, body))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> {
              assertThat(e.status()).isEqualTo(400);
              assertThat(e.getMessage()).isEqualTo("unknown path: \"/v1/load_lora_adapter\"");
            });
    assertThatThrownBy(() -> parser.parse("/v1/audio/transcriptions", "application/json", body))
        .isInstanceOfSatisfying(OpenAiError.class, e -> assertThat(e.status()).isEqualTo(400));
    assertThatThrownBy(() -> parser.parse(CHAT, "multipart/form-data; boundary=x", body))
        .isInstanceOfSatisfying(OpenAiError.class, e -> assertThat(e.status()).isEqualTo(400));
  }

  /** As Go's mime.ParseMediaType, which KubeAI uses. */
  @Test
  void malformedContentTypesAreBadRequests() {
    byte[] body = "{\"model\":\"m\"}".getBytes(UTF_8);
    Map<String, String> cases =
        Map.of(
            ";;;", "no media type",
            "foo bar", "expected slash after first token",
            "/json", "no media type",
            "application/", "expected token after slash",
            "application/json x", "unexpected content after media subtype",
            "application/json; a=1; A=2", "duplicate parameter a");
    cases.forEach(
        (header, cause) ->
            assertThatThrownBy(() -> parser.parse(CHAT, header, body))
                .as(header)
                .isInstanceOfSatisfying(
                    OpenAiError.class,
                    e -> {
                      assertThat(e.status()).isEqualTo(400);
                      assertThat(e.getMessage()).isEqualTo("invalid Content-Type: " + cause);
                    }));
    assertThat(parser.parse(CHAT, "Application/JSON ; charset=utf-8", body).requestedModel())
        .isEqualTo("m");
  }

  @Test
  void aMissingContentTypeMeansJson() {
    ParsedRequest request = parser.parse(CHAT, null, "{\"model\":\"m\"}".getBytes(UTF_8));

    assertThat(request.kind()).isEqualTo(RequestKind.CHAT_COMPLETIONS);
    assertThat(request.requestedModel()).isEqualTo("m");
  }
}
