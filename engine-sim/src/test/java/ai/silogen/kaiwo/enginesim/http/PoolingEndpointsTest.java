package ai.silogen.kaiwo.enginesim.http;

import static ai.silogen.kaiwo.enginesim.http.SimHttp.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.http.SimHttp.Part;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Embeddings, rerank and transcriptions over HTTP. */
class PoolingEndpointsTest {

  private static EngineSimulator simulator;
  private static SimHttp http;

  @BeforeAll
  static void start() {
    simulator =
        EngineSimulator.create(
            EngineConfig.builder()
                .servedModelName("m")
                .timeScale(0.01)
                .embeddingDimensions(32)
                .build());
    simulator.start();
    http = new SimHttp(simulator);
  }

  @AfterAll
  static void stop() {
    simulator.close();
  }

  @Test
  void embeddingsAreDeterministicVectorsOfTheConfiguredDimension() {
    JsonNode single = json(http.post("/v1/embeddings", "{\"model\":\"m\",\"input\":\"hello\"}"));
    JsonNode batch =
        json(http.post("/v1/embeddings", "{\"model\":\"m\",\"input\":[\"hello\",\"world\"]}"));

    assertThat(single.get("object").asText()).isEqualTo("list");
    assertThat(single.get("model").asText()).isEqualTo("m");
    assertThat(single.at("/data/0/object").asText()).isEqualTo("embedding");
    assertThat(single.at("/data/0/embedding")).hasSize(32);
    assertThat(batch.get("data")).hasSize(2);
    assertThat(batch.at("/data/1/index").asInt()).isEqualTo(1);
    assertThat(batch.at("/data/0/embedding")).isEqualTo(single.at("/data/0/embedding"));
    assertThat(batch.at("/data/1/embedding")).isNotEqualTo(single.at("/data/0/embedding"));
    assertThat(batch.at("/usage/prompt_tokens").asInt()).isEqualTo(4);
  }

  @Test
  void embeddingsHonourDimensionsAndBase64() {
    JsonNode floats = json(http.post("/v1/embeddings", "{\"input\":\"hi\",\"dimensions\":8}"));
    JsonNode encoded =
        json(
            http.post(
                "/v1/embeddings",
                "{\"input\":\"hi\",\"dimensions\":8,\"encoding_format\":\"base64\"}"));

    byte[] bytes = Base64.getDecoder().decode(encoded.at("/data/0/embedding").asText());
    ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    assertThat(bytes).hasSize(32);
    for (int i = 0; i < 8; i++) {
      assertThat(buffer.getFloat())
          .isCloseTo((float) floats.at("/data/0/embedding/" + i).asDouble(), within(1e-6f));
    }
  }

  @Test
  void rerankOrdersByRelevanceAndCutsToTopN() {
    JsonNode body =
        json(
            http.post(
                "/v1/rerank",
                "{\"model\":\"m\",\"query\":\"red fox\",\"top_n\":2,"
                    + "\"documents\":[\"blue sky\",\"the red fox\",{\"text\":\"a fox\"}]}"));

    JsonNode results = body.get("results");
    assertThat(results).hasSize(2);
    assertThat(results.get(0).get("index").asInt()).isEqualTo(1);
    assertThat(results.get(0).at("/document/text").asText()).isEqualTo("the red fox");
    assertThat(results.get(1).get("index").asInt()).isEqualTo(2);
    assertThat(results.get(0).get("relevance_score").asDouble())
        .isGreaterThan(results.get(1).get("relevance_score").asDouble());
    assertThat(body.at("/usage/total_tokens").asInt()).isPositive();
    assertThat(body.get("id").asText()).startsWith("rerank-");
  }

  @Test
  void transcriptionIsADeterministicFunctionOfTheAudio() {
    byte[] audio = new byte[64_000];
    new Random(1).nextBytes(audio);
    List<Part> parts = List.of(new Part("file", "a.wav", audio), Part.field("model", "m"));

    HttpResponse<String> first = http.postMultipart("/v1/audio/transcriptions", parts);
    HttpResponse<String> second =
        http.postMultipart("/v1/audio/transcriptions", List.of(new Part("file", "b.wav", audio)));
    HttpResponse<String> text =
        http.postMultipart(
            "/v1/audio/transcriptions",
            List.of(new Part("file", "a.wav", audio), Part.field("response_format", "text")));

    assertThat(first.statusCode()).isEqualTo(200);
    String transcript = json(first).get("text").asText();
    assertThat(transcript.split(" ")).hasSize(7); // 64 KB: one word per 10 KB, plus one
    assertThat(json(second).get("text").asText()).isEqualTo(transcript);
    assertThat(text.body()).isEqualTo(transcript);
    assertThat(text.headers().firstValue("content-type").orElseThrow()).startsWith("text/plain");
  }

  @Test
  void transcriptionNeedsAMultipartFile() {
    assertThat(
            http.postMultipart("/v1/audio/transcriptions", List.of(Part.field("model", "m")))
                .statusCode())
        .isEqualTo(400);
    assertThat(http.post("/v1/audio/transcriptions", "{}").statusCode()).isEqualTo(400);
    HttpResponse<String> unknownModel =
        http.postMultipart(
            "/v1/audio/transcriptions",
            List.of(new Part("file", "a.wav", new byte[10]), Part.field("model", "whisper-9")));
    assertThat(unknownModel.statusCode()).isEqualTo(404);
  }
}
