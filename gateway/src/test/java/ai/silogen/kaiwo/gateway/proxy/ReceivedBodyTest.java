package ai.silogen.kaiwo.gateway.proxy;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.openai.ParsedRequest;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The forwarded body is cut from the buffers the request arrived in: same bytes as the parser's
 * edit, direct when they are, and every buffer is released once both the received body and the
 * forwarded one are.
 */
class ReceivedBodyTest {
  private static final ByteBufAllocator ALLOC = PooledByteBufAllocator.DEFAULT;
  private static final String CHAT = "/v1/chat/completions";

  private final OpenAiRequestParser parser = new OpenAiRequestParser();
  private ByteBuf first;
  private ByteBuf second;

  @AfterEach
  void everythingIsReleased() {
    assertThat(first.refCnt()).isZero();
    assertThat(second.refCnt()).isZero();
  }

  @Test
  void aSmallBodyIsCopiedSoItHoldsNoReadBuffer() {
    ReceivedBody body = received("{\"stream\":true,\"model\":\"team/lla", "ma_sql\",\"n\":1}");
    ParsedRequest request = parse(body);

    ByteBuf forward = body.forward(request.forwardBody("sql"), ALLOC);
    body.release();

    assertThat(forward.toString(UTF_8)).isEqualTo("{\"stream\":true,\"model\":\"sql\",\"n\":1}");
    assertThat(forward.isDirect()).isTrue();
    assertThat(first.refCnt()).as("released at once").isZero();
    forward.release();
  }

  /**
   * Unchanged ({@code llama}) or with the adapter's name spliced between slices ({@code
   * team/llama_sql} to {@code sql}), a large body is sent from the buffers it arrived in.
   */
  @ParameterizedTest
  @CsvSource({"llama, llama", "team/llama_sql, sql"})
  void aLargeBodyIsForwardedFromTheReceivedBuffers(String requested, String forwarded) {
    String rest = "\",\"text\":\"" + "x".repeat(ReceivedBody.SLICED_FROM_BYTES) + "\"}";
    int split = requested.length() / 2; // the model value spans both buffers
    ReceivedBody body =
        received(
            "{\"model\":\"" + requested.substring(0, split), requested.substring(split) + rest);
    ParsedRequest request = parse(body);

    ByteBuf forward = body.forward(request.forwardBody(forwarded), ALLOC);
    body.release();

    assertThat(forward.toString(UTF_8)).isEqualTo("{\"model\":\"" + forwarded + rest);
    assertThat(forward.isDirect()).as("written without a copy").isTrue();
    assertThat(first.refCnt()).as("held by the forwarded body").isPositive();
    forward.release();
  }

  /**
   * A body that arrived in two direct pieces, copied into a longer scan array as the gateway does.
   */
  private ReceivedBody received(String one, String two) {
    first = ALLOC.directBuffer().writeBytes(one.getBytes(UTF_8));
    second = ALLOC.directBuffer().writeBytes(two.getBytes(UTF_8));
    ByteBuf content = Unpooled.wrappedBuffer(2, first, second);
    int length = content.readableBytes();
    byte[] bytes = new byte[length + 64];
    content.getBytes(0, bytes, 0, length);
    return new ReceivedBody(content, bytes, length);
  }

  private ParsedRequest parse(ReceivedBody body) {
    return parser.parse(CHAT, "application/json", body.bytes(), body.length());
  }
}
