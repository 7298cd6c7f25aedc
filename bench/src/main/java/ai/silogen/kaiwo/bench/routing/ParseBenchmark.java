package ai.silogen.kaiwo.bench.routing;

import ai.silogen.kaiwo.bench.overhead.ChatBodies;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.openai.ParsedRequest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Everything the gateway does with a chat body before proxying it: find the model, extract the
 * 100-code-point prefix of the first user message, and describe the forwarded body with the
 * adapter's name as model (as pieces of the received body: the gateway sends those from the buffers
 * they arrived in, so no copy is measured here). {@code streamingSplice} is the gateway's way (with
 * SIMD string search; {@code streamingSpliceScalar} without); {@code jacksonTree} is the
 * straightforward alternative (read a tree, set {@code model}, write it back), kept as the baseline
 * it was measured against.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
// Large bodies take longer to reach C2's final code than the three seconds that suffice for a pick.
@Warmup(iterations = 6, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ParseBenchmark {
  private static final String PATH = "/v1/chat/completions";
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Approximate body size in bytes. */
  @Param({"1024", "32768", "225280"})
  public int bodyBytes;

  /**
   * The messages' text: {@code latin} (ASCII letters and spaces), {@code cjk} (Chinese characters,
   * three UTF-8 bytes each, all of which must be validated) or {@code mixed} (Latin words with a
   * quoted phrase, a line break, an umlaut and a few Chinese characters every 80 bytes or so, as
   * real prompts have), each in many short turns; or {@code conversation}, the overhead benchmark's
   * body: a few turns, the last one all of the rest, with three escapes in every 85 bytes.
   */
  @Param({"latin", "cjk", "mixed", "conversation"})
  public String script;

  private final OpenAiRequestParser parser = new OpenAiRequestParser();
  private byte[] body;

  @Setup
  public void setUp() throws IOException {
    body = chatBody(bodyBytes, script, new Random(11));
  }

  @Benchmark
  public void streamingSplice(Blackhole blackhole) {
    ParsedRequest request = parser.parse(PATH, "application/json", body);
    blackhole.consume(request.prefix(100));
    blackhole.consume(request.forwardBody("sql-adapter"));
  }

  /** The same with the eight-byte string search, as on a JVM without the Vector API module. */
  @Benchmark
  @Fork(value = 1, jvmArgsPrepend = "-Dkaiwo.gateway.simd=false")
  public void streamingSpliceScalar(Blackhole blackhole) {
    streamingSplice(blackhole);
  }

  @Benchmark
  public void jacksonTree(Blackhole blackhole) throws IOException {
    ObjectNode tree = (ObjectNode) JSON.readTree(body);
    String prefix = "";
    for (JsonNode message : tree.path("messages")) {
      if (message.path("role").asText().equals("user")) {
        String content = message.path("content").asText();
        prefix =
            content.substring(
                0,
                content.offsetByCodePoints(
                    0, Math.min(100, content.codePointCount(0, content.length()))));
        break;
      }
    }
    blackhole.consume(prefix);
    tree.put("model", "sql-adapter");
    blackhole.consume(JSON.writeValueAsBytes(tree));
  }

  /** A multi-turn chat of about {@code size} bytes with a system prompt and a few extras. */
  static byte[] chatBody(int size, String script, Random random) throws IOException {
    if (script.equals("conversation")) {
      return ChatBodies.chat("llama-3-8b_sql-adapter", true, size, ChatBodies.Kind.CONVERSATION);
    }
    boolean cjk = script.equals("cjk");
    ObjectNode body = JSON.createObjectNode();
    body.put("model", "llama-3-8b_sql-adapter");
    body.put("temperature", 0.7);
    body.put("max_tokens", 256);
    body.put("stream", true);
    ArrayNode messages = body.putArray("messages");
    messages.addObject().put("role", "system").put("content", "You are a helpful assistant.");
    body.putObject("stream_options").put("include_usage", true);
    int turn = 0;
    int length;
    while ((length = JSON.writeValueAsBytes(body).length) < size) {
      String role = turn++ % 2 == 0 ? "user" : "assistant";
      int content = Math.clamp((size - length - 40) / (cjk ? 3 : 1), 20, 400);
      messages
          .addObject()
          .put("role", role)
          .put(
              "content",
              switch (script) {
                case "cjk" -> chineseText(random, content);
                case "mixed" -> mixedText(random, content);
                default -> PickBenchmark.randomText(random, content);
              });
    }
    return JSON.writeValueAsBytes(body);
  }

  /** About {@code length} characters of Latin words with an escape or non-ASCII text every few. */
  private static String mixedText(Random random, int length) {
    String[] seasoning = {"\"Überlauf\"", "\n", "Grüße", "缓冲区溢出", "it's"};
    StringBuilder text = new StringBuilder(length);
    while (text.length() < length) {
      text.append(PickBenchmark.randomText(random, 12 + random.nextInt(12)))
          .append(' ')
          .append(seasoning[random.nextInt(seasoning.length)])
          .append(' ');
    }
    return text.toString();
  }

  /** {@code length} characters from the first 2000 of the CJK Unified Ideographs block. */
  private static String chineseText(Random random, int length) {
    StringBuilder text = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      text.append((char) (0x4E00 + random.nextInt(2000)));
    }
    return text.toString();
  }
}
