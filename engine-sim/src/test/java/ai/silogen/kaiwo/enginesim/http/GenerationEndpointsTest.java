package ai.silogen.kaiwo.enginesim.http;

import static ai.silogen.kaiwo.enginesim.http.SimHttp.frames;
import static ai.silogen.kaiwo.enginesim.http.SimHttp.json;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Chat and text completions over HTTP, streamed and not, on the 8B profile 200× faster. */
class GenerationEndpointsTest {

  private static EngineSimulator simulator;
  private static SimHttp http;

  @BeforeAll
  static void start() {
    simulator =
        EngineSimulator.create(
            EngineConfig.builder()
                .servedModelName("llama")
                .timeScale(0.005)
                .defaultMaxTokens(6)
                .maxModelLen(1000)
                .build());
    simulator.start();
    http = new SimHttp(simulator);
  }

  @AfterAll
  static void stop() {
    simulator.close();
  }

  private static String chat(String model, String content, String extra) {
    return "{\"model\":\""
        + model
        + "\",\"messages\":[{\"role\":\"user\",\"content\":\""
        + content
        + "\"}]"
        + extra
        + "}";
  }

  @Test
  void chatCompletionHasOpenAiShapeAndEchoesTheModel() {
    HttpResponse<String> response =
        http.post("/v1/chat/completions", chat("llama", "Hello there", ",\"max_tokens\":4"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
    JsonNode body = json(response);
    assertThat(body.get("id").asText()).startsWith("chatcmpl-");
    assertThat(body.get("object").asText()).isEqualTo("chat.completion");
    assertThat(body.get("model").asText()).isEqualTo("llama");
    assertThat(body.at("/choices/0/message/role").asText()).isEqualTo("assistant");
    assertThat(body.at("/choices/0/message/content").asText()).hasSize(16);
    assertThat(body.at("/choices/0/finish_reason").asText()).isEqualTo("length");
    assertThat(body.at("/usage/prompt_tokens").asInt()).isEqualTo(9); // 35 rendered chars
    assertThat(body.at("/usage/completion_tokens").asInt()).isEqualTo(4);
    assertThat(body.at("/usage/total_tokens").asInt()).isEqualTo(13);
    assertThat(body.at("/usage/prompt_tokens_details/cached_tokens").isInt()).isTrue();
  }

  @Test
  void theResponseIdCarriesTheRequestsIdAsVllmDoes() {
    HttpResponse<String> response =
        http.post(
            "/v1/chat/completions",
            chat("llama", "Hello", ",\"max_tokens\":1"),
            "X-Request-Id",
            "5f0c2e8a");

    assertThat(json(response).get("id").asText()).isEqualTo("chatcmpl-5f0c2e8a");
  }

  @Test
  void streamedChatSendsOneContentChunkPerTokenThenUsageThenDone() {
    HttpResponse<String> response =
        http.post(
            "/v1/chat/completions",
            chat(
                "llama",
                "Stream please",
                ",\"max_completion_tokens\":5,\"stream\":true,"
                    + "\"stream_options\":{\"include_usage\":true}"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("content-type").orElseThrow())
        .startsWith("text/event-stream");
    assertThat(response.body()).endsWith("data: [DONE]\n\n");
    List<JsonNode> frames = frames(response);
    assertThat(frames.getFirst().at("/choices/0/delta/role").asText()).isEqualTo("assistant");
    List<JsonNode> content =
        frames.stream().filter(f -> !f.at("/choices/0/delta/content").asText().isEmpty()).toList();
    assertThat(content).hasSize(5);
    assertThat(content.getLast().at("/choices/0/finish_reason").asText()).isEqualTo("length");
    JsonNode usage = frames.getLast();
    assertThat(usage.get("choices")).isEmpty();
    assertThat(usage.at("/usage/completion_tokens").asInt()).isEqualTo(5);
    assertThat(frames).allSatisfy(f -> assertThat(f.get("model").asText()).isEqualTo("llama"));
  }

  @Test
  void streamWithoutIncludeUsageHasNoUsage() {
    HttpResponse<String> response =
        http.post("/v1/chat/completions", chat("llama", "x", ",\"max_tokens\":2,\"stream\":true"));

    assertThat(frames(response)).hasSize(3).allSatisfy(f -> assertThat(f.has("usage")).isFalse());
  }

  @Test
  void textCompletionsStreamedAndNot() {
    JsonNode body =
        json(
            http.post(
                "/v1/completions", "{\"model\":\"llama\",\"prompt\":\"Once\",\"max_tokens\":3}"));
    HttpResponse<String> stream =
        http.post(
            "/v1/completions",
            "{\"model\":\"llama\",\"prompt\":\"Once\",\"max_tokens\":3,\"stream\":true}");

    assertThat(body.get("object").asText()).isEqualTo("text_completion");
    assertThat(body.at("/choices/0/text").asText()).hasSize(12);
    List<JsonNode> frames = frames(stream);
    assertThat(frames).hasSize(3);
    String streamed =
        frames.stream().map(f -> f.at("/choices/0/text").asText()).reduce("", String::concat);
    assertThat(streamed).isEqualTo(body.at("/choices/0/text").asText());
  }

  @Test
  void defaultOutputLengthEndsWithStopAndMissingModelMeansTheServedOne() {
    JsonNode body =
        json(
            http.post(
                "/v1/chat/completions", "{\"messages\":[{\"role\":\"user\",\"content\":\"q\"}]}"));

    assertThat(body.get("model").asText()).isEqualTo("llama");
    assertThat(body.at("/usage/completion_tokens").asInt()).isEqualTo(6);
    assertThat(body.at("/choices/0/finish_reason").asText()).isEqualTo("stop");
  }

  @Test
  void repeatedPromptReportsCachedTokens() {
    String prompt = "A long shared system prompt for cache testing. ".repeat(6);
    String request = chat("llama", prompt, ",\"max_tokens\":1");

    JsonNode first = json(http.post("/v1/chat/completions", request));
    JsonNode second = json(http.post("/v1/chat/completions", request));

    assertThat(first.at("/usage/prompt_tokens_details/cached_tokens").asInt()).isZero();
    int promptTokens = second.at("/usage/prompt_tokens").asInt();
    assertThat(second.at("/usage/prompt_tokens_details/cached_tokens").asInt())
        .isEqualTo((promptTokens - 1) / 16 * 16)
        .isPositive();
  }

  @Test
  void unknownModelIsAnOpenAiShaped404() {
    HttpResponse<String> response = http.post("/v1/chat/completions", chat("gpt-9", "hi", ""));

    assertThat(response.statusCode()).isEqualTo(404);
    JsonNode error = json(response).get("error");
    assertThat(error.get("message").asText()).isEqualTo("The model `gpt-9` does not exist.");
    assertThat(error.get("type").asText()).isEqualTo("NotFoundError");
    assertThat(error.get("code").asInt()).isEqualTo(404);
  }

  @Test
  void malformedJsonAndInvalidFieldsAre400() {
    assertThat(http.post("/v1/chat/completions", "{\"model\":").statusCode()).isEqualTo(400);
    assertThat(http.post("/v1/completions", "[]").statusCode()).isEqualTo(400);
    HttpResponse<String> badTokens =
        http.post("/v1/chat/completions", chat("llama", "x", ",\"max_tokens\":\"ten\""));
    assertThat(badTokens.statusCode()).isEqualTo(400);
    assertThat(json(badTokens).at("/error/message").asText()).contains("max_tokens");
  }

  @Test
  void unknownFieldsAreIgnored() {
    HttpResponse<String> response =
        http.post(
            "/v1/chat/completions",
            chat(
                "llama", "x", ",\"max_tokens\":1,\"temperature\":0.3,\"top_k\":5,\"x_custom\":{}"));

    assertThat(response.statusCode()).isEqualTo(200);
  }

  @Test
  void promptPlusMaxTokensBeyondTheContextWindowIs400() {
    HttpResponse<String> response =
        http.post("/v1/completions", "{\"prompt\":\"" + "w".repeat(3960) + "\",\"max_tokens\":20}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(json(response).at("/error/message").asText())
        .contains("maximum context length is 1000 tokens");
  }

  @Test
  void unknownPathsAndWrongMethodsGetFastApiAnswers() {
    assertThat(http.get("/v1/nothing").statusCode()).isEqualTo(404);
    assertThat(http.get("/v1/chat/completions").statusCode()).isEqualTo(405);
  }
}
