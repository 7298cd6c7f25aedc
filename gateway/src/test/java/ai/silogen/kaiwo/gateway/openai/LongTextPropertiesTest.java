package ai.silogen.kaiwo.gateway.openai;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The scanner against Jackson on long chat bodies: strings of hundreds of bytes full of escapes,
 * control characters and text outside ASCII (raw, or escaped as backslash-u with surrogate pairs),
 * so that escapes and multi-byte characters fall on every position of the 64-byte blocks the SIMD
 * scan works in, and the first user message follows a system message.
 */
class LongTextPropertiesTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final OpenAiRequestParser parser = new OpenAiRequestParser();

  @Provide
  Arbitrary<String> text() {
    Arbitrary<String> piece =
        Arbitraries.of(
            "a",
            "bc",
            "\"",
            "\\",
            "\n",
            "\t",
            "\u0001",
            "é",
            "中文",
            "😀",
            "/",
            " ",
            "xyzxyzxyzxyz",
            "\\\"",
            "\"\\",
            "\u2028",
            "\u007f");
    return piece.list().ofMaxSize(300).map(l -> String.join("", l));
  }

  @Provide
  Arbitrary<List<String>> texts() {
    return text().list().ofMaxSize(3);
  }

  @Property(tries = 2000)
  void prefixOfLongTextWithEscapesMatchesJackson(
      @ForAll("text") String system,
      @ForAll("text") String content,
      @ForAll("texts") List<String> later,
      @ForAll @IntRange(min = 0, max = 400) int n,
      @ForAll boolean escapeNonAscii,
      @ForAll boolean indent)
      throws Exception {
    ObjectNode body = JSON.createObjectNode();
    body.put("temperature", 0.5);
    ArrayNode messages = body.putArray("messages");
    messages.addObject().put("role", "system").put("content", system);
    messages.addObject().put("role", "user").put("content", content);
    for (String text : later) {
      messages.addObject().put("role", "assistant").put("content", text);
    }
    body.put("model", "m");

    byte[] bytes = write(body, escapeNonAscii, indent);
    ParsedRequest request = parser.parse("/v1/chat/completions", null, bytes);

    int end =
        content.offsetByCodePoints(0, Math.min(n, content.codePointCount(0, content.length())));
    assertThat(request.requestedModel()).isEqualTo("m");
    assertThat(request.prefix(n)).isEqualTo(content.substring(0, end));
    assertThat(JSON.readTree(request.forwardBody("served-name").toByteArray(bytes)))
        .isEqualTo(body.deepCopy().put("model", "served-name"));
  }

  private static byte[] write(ObjectNode body, boolean escapeNonAscii, boolean indent)
      throws Exception {
    ObjectWriter writer =
        escapeNonAscii ? JSON.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII) : JSON.writer();
    return (indent ? writer.withDefaultPrettyPrinter() : writer).writeValueAsBytes(body);
  }
}
