package ai.silogen.kaiwo.enginesim.openai;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.enginesim.model.Usage;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class StreamChunksTest {

  private static JsonNode frame(String sse) throws Exception {
    assertThat(sse).startsWith("data: ").endsWith("\n\n");
    return Json.MAPPER.readTree(sse.substring(6).strip());
  }

  @Test
  void chatFramesCarryDeltaContentAndEscapeTheModel() throws Exception {
    StreamChunks chunks = StreamChunks.chat("id-1", 42, "we\"ird", true);

    JsonNode role = frame(chunks.roleChunk());
    JsonNode token = frame(chunks.tokenChunk("a \"b\"", null));
    JsonNode last = frame(chunks.tokenChunk("c", "length"));

    assertThat(role.at("/choices/0/delta/role").asText()).isEqualTo("assistant");
    assertThat(token.get("model").asText()).isEqualTo("we\"ird");
    assertThat(token.get("object").asText()).isEqualTo("chat.completion.chunk");
    assertThat(token.at("/choices/0/delta/content").asText()).isEqualTo("a \"b\"");
    assertThat(token.at("/choices/0/finish_reason").isNull()).isTrue();
    assertThat(token.get("usage").isNull()).isTrue();
    assertThat(last.at("/choices/0/finish_reason").asText()).isEqualTo("length");
  }

  @Test
  void completionFramesCarryTextAndUsageIsLast() throws Exception {
    StreamChunks chunks = StreamChunks.completion("id-2", 1, "m", false);

    JsonNode token = frame(chunks.tokenChunk("xy", null));
    JsonNode usage = frame(chunks.usageChunk(new Usage(10, 2, 8)));

    assertThat(token.at("/choices/0/text").asText()).isEqualTo("xy");
    assertThat(token.has("usage")).isFalse();
    assertThat(usage.get("choices")).isEmpty();
    assertThat(usage.at("/usage/total_tokens").asInt()).isEqualTo(12);
    assertThat(usage.at("/usage/prompt_tokens_details/cached_tokens").asInt()).isEqualTo(8);
  }
}
