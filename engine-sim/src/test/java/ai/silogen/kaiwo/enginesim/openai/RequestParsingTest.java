package ai.silogen.kaiwo.enginesim.openai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.enginesim.model.SyntheticText;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RequestParsingTest {

  private static JsonNode json(String text) {
    return Json.parseObject(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void nextTurnPromptExtendsThisTurnsPromptAndReply() {
    String turn1 =
        "[{\"role\":\"system\",\"content\":\"Be brief.\"},{\"role\":\"user\",\"content\":\"Hi\"}]";
    String reply = SyntheticText.text(1, 5);
    String turn2 =
        turn1.substring(0, turn1.length() - 1)
            + ",{\"role\":\"assistant\",\"content\":\""
            + reply
            + "\"},{\"role\":\"user\",\"content\":\"More\"}]";

    String prompt1 = ChatTemplate.render(json("{\"m\":" + turn1 + "}").get("m"));
    String prompt2 = ChatTemplate.render(json("{\"m\":" + turn2 + "}").get("m"));

    assertThat(prompt1).isEqualTo("<|system|>\nBe brief.\n<|user|>\nHi\n<|assistant|>\n");
    assertThat(prompt2).startsWith(prompt1 + reply);
  }

  @Test
  void contentPartsContributeTheirText() {
    String prompt =
        ChatTemplate.render(
            json("{\"m\":[{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"a\"},"
                    + "{\"type\":\"image_url\",\"image_url\":{}},{\"type\":\"text\",\"text\":\"b\"}]}]}")
                .get("m"));

    assertThat(prompt).isEqualTo("<|user|>\na<|image_url|>b\n<|assistant|>\n");
  }

  @Test
  void chatParamsPreferMaxCompletionTokensAndIgnoreUnknownFields() {
    GenerationParams params =
        GenerationParams.chat(
            json(
                "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],"
                    + "\"max_tokens\":5,\"max_completion_tokens\":9,\"stream\":true,"
                    + "\"stream_options\":{\"include_usage\":true},\"temperature\":0.1,\"foo\":[1]}"));

    assertThat(params.model()).isEqualTo("m");
    assertThat(params.maxTokens()).isEqualTo(9);
    assertThat(params.stream()).isTrue();
    assertThat(params.includeUsage()).isTrue();
  }

  @Test
  void completionPromptMayBeAnArrayOfStrings() {
    GenerationParams params = GenerationParams.completion(json("{\"prompt\":[\"ab\",\"cd\"]}"));

    assertThat(params.prompt()).isEqualTo("abcd");
    assertThat(params.model()).isNull();
    assertThat(params.maxTokens()).isNull();
    assertThat(params.includeUsage()).isFalse();
  }

  @Test
  void invalidRequestsAreBadRequestsNamingTheField() {
    assertThatThrownBy(() -> GenerationParams.chat(json("{\"messages\":[]}")))
        .isInstanceOf(ApiException.class)
        .hasMessageContaining("'messages'");
    assertThatThrownBy(
            () ->
                GenerationParams.chat(
                    json(
                        "{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}],\"max_tokens\":0}")))
        .hasMessageContaining("'max_tokens'");
    assertThatThrownBy(() -> GenerationParams.completion(json("{\"prompt\":[1,2]}")))
        .hasMessageContaining("'prompt'");
    assertThatThrownBy(
            () -> GenerationParams.completion(json("{\"prompt\":\"x\",\"stream\":\"yes\"}")))
        .hasMessageContaining("'stream'");
    assertThatThrownBy(() -> Json.parseObject("[1]".getBytes(StandardCharsets.UTF_8)))
        .satisfies(e -> assertThat(((ApiException) e).status()).isEqualTo(400));
  }

  @Test
  void embeddingInputsMayBeStringsOrTokenIds() {
    EmbeddingParams strings = EmbeddingParams.parse(json("{\"input\":[\"abcd\",\"abcdefgh\"]}"));
    EmbeddingParams ids =
        EmbeddingParams.parse(json("{\"input\":[1,2,3],\"encoding_format\":\"base64\"}"));
    EmbeddingParams nested =
        EmbeddingParams.parse(json("{\"input\":[[1,2],[3]],\"dimensions\":8}"));

    assertThat(strings.inputs()).hasSize(2);
    assertThat(strings.totalTokens()).isEqualTo(3);
    assertThat(ids.inputs()).hasSize(1);
    assertThat(ids.totalTokens()).isEqualTo(3);
    assertThat(ids.base64()).isTrue();
    assertThat(nested.inputs()).hasSize(2);
    assertThat(nested.dimensions()).isEqualTo(8);
    assertThatThrownBy(() -> EmbeddingParams.parse(json("{\"input\":{}}")))
        .hasMessageContaining("'input'");
  }

  @Test
  void rerankDocumentsMayBeStringsOrTextObjects() {
    RerankParams params =
        RerankParams.parse(
            json("{\"query\":\"q\",\"documents\":[\"a\",{\"text\":\"b\"}],\"top_n\":1}"));

    assertThat(params.documents()).containsExactly("a", "b");
    assertThat(params.topN()).isEqualTo(1);
    assertThat(params.returnDocuments()).isTrue();
    assertThatThrownBy(() -> RerankParams.parse(json("{\"documents\":[]}")))
        .hasMessageContaining("'query'");
  }
}
