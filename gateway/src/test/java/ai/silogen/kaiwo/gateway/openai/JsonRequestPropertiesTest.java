package ai.silogen.kaiwo.gateway.openai;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/** The streaming scanner against Jackson's tree model, on arbitrary text. */
class JsonRequestPropertiesTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final OpenAiRequestParser parser = new OpenAiRequestParser();

  @Property
  void prefixEqualsTheDecodedContentTruncatedByCodePoints(
      @ForAll @StringLength(max = 40) String content, @ForAll @IntRange(min = 0, max = 50) int n)
      throws Exception {
    ObjectNode body = JSON.createObjectNode().put("model", "m");
    body.putArray("messages").addObject().put("role", "user").put("content", content);

    ParsedRequest request =
        parser.parse("/v1/chat/completions", null, JSON.writeValueAsBytes(body));

    int end =
        content.offsetByCodePoints(0, Math.min(n, content.codePointCount(0, content.length())));
    assertThat(request.prefix(n)).isEqualTo(content.substring(0, end));
  }

  @Property
  void forwardedBodyDiffersOnlyInTheModel(
      @ForAll @StringLength(min = 1, max = 30) String model,
      @ForAll @StringLength(max = 30) String forwarded,
      @ForAll Map<@StringLength(max = 10) String, @StringLength(max = 20) String> extra)
      throws Exception {
    ObjectNode body = JSON.createObjectNode();
    extra.forEach((key, value) -> body.put("x-" + key, value));
    body.put("model", model);
    body.putArray("messages").addObject().put("role", "user").put("content", "hello");
    byte[] bytes = JSON.writeValueAsBytes(body);

    ParsedRequest request = parser.parse("/v1/chat/completions", null, bytes);
    JsonNode out = JSON.readTree(request.forwardBody(forwarded).toByteArray(bytes));

    assertThat(request.requestedModel()).isEqualTo(model);
    ObjectNode expected = body.deepCopy().put("model", forwarded);
    assertThat(out).isEqualTo(expected);
    if (forwarded.equals(model)) {
      assertThat(request.forwardBody(forwarded).isUnchanged()).isTrue();
    } else {
      String text = new String(bytes, UTF_8);
      String rewritten = new String(request.forwardBody(forwarded).toByteArray(bytes), UTF_8);
      int at = text.indexOf("\"model\":") + "\"model\":".length();
      assertThat(rewritten).startsWith(text.substring(0, at));
    }
  }
}
