package ai.silogen.kaiwo.bench.overhead;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChatBodiesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @ParameterizedTest
  @CsvSource({
    "PLAIN, 1024",
    "PLAIN, 225280",
    "CONVERSATION, 1024",
    "CONVERSATION, 1025",
    "CONVERSATION, 1026",
    "CONVERSATION, 32768",
    "CONVERSATION, 225280"
  })
  void bodiesAreValidChatRequestsOfTheExactSize(ChatBodies.Kind kind, int size) throws Exception {
    byte[] body = ChatBodies.chat("m", true, size, kind);

    JsonNode request = JSON.readTree(body);
    assertThat(body).hasSize(size);
    assertThat(request.path("model").asText()).isEqualTo("m");
    assertThat(request.path("stream").asBoolean()).isTrue();
    JsonNode messages = request.path("messages");
    assertThat(messages.get(messages.size() - 1).path("role").asText()).isEqualTo("user");
    if (kind == ChatBodies.Kind.CONVERSATION) {
      assertThat(messages).hasSize(4);
      String last = messages.get(3).path("content").asText();
      assertThat(last).contains("\n", "\"", "Ü", "缓冲区");
    } else {
      assertThat(messages).hasSize(1);
    }
  }
}
