package ai.silogen.kaiwo.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.http.ChunkedFraming.MalformedChunks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Where a chunked body ends and what its data is, however it is cut into reads. */
class ChunkedFramingTest {
  private static final String SSE =
      "1a\r\ndata: {\"choices\":[\"Hi\"]}\n\n\r\n"
          + "1b; name=value\r\ndata: {\"choices\":[\"you\"]}\n\n\r\n"
          + "e\r\ndata: [DONE]\n\n\r\n"
          + "0\r\n\r\n";

  @Test
  void findsTheEndAndTheDataOfABodyInOneRead() throws Exception {
    Scan scan = scan(SSE + "HTTP/1.1 200 OK\r\n", SSE.length() + 17);

    assertThat(scan.end).isEqualTo(SSE.length());
    assertThat(scan.framing.isComplete()).isTrue();
    assertThat(scan.data)
        .hasToString(
            "data: {\"choices\":[\"Hi\"]}\n\ndata: {\"choices\":[\"you\"]}\n\ndata: [DONE]\n\n");
  }

  @Test
  void followsTheBodyCutIntoReadsAtEveryPossiblePlace() throws Exception {
    String whole = SSE.replace("0\r\n\r\n", "0\r\nX-Usage: 12\r\nX-Other: a\r\n\r\n");
    for (int cut = 1; cut < whole.length(); cut++) {
      ChunkedFraming framing = new ChunkedFraming(64, 1024);
      StringBuilder data = new StringBuilder();
      ByteBuf bytes = ascii(whole);
      assertThat(framing.scan(bytes, 0, cut, collect(data))).isEqualTo(cut);
      assertThat(framing.isComplete()).isFalse();
      assertThat(framing.scan(bytes, cut, whole.length(), collect(data))).isEqualTo(whole.length());
      assertThat(framing.isComplete()).as("cut at %d", cut).isTrue();
      assertThat(data).hasToString(scan(SSE, SSE.length()).data.toString());
    }
  }

  @Test
  void readsUpperAndLowerCaseHexadecimalSizes() throws Exception {
    String body = "A\r\n0123456789\r\nb\r\n0123456789a\r\n0\r\n\r\n";

    Scan scan = scan(body, body.length());

    assertThat(scan.framing.isComplete()).isTrue();
    assertThat(scan.data).hasToString("01234567890123456789a");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "5\nhello\r\n0\r\n\r\n", // a bare LF ends the size line
        "5\r\nhello\n0\r\n\r\n", // data not followed by CRLF
        "5\r\nhello!\r\n0\r\n\r\n", // more data than the size says
        "x\r\nhello\r\n0\r\n\r\n", // not a size
        "\r\nhello\r\n0\r\n\r\n", // no size at all
        "5 x\nhello\r\n0\r\n\r\n", // an extension ended by a bare LF
        "1000000000000000\r\n", // sixteen hex digits
        "5\r\nhello\r\n0\r\nX-A: 1\nX-B: 2\r\n\r\n", // a trailer line ended by a bare LF
        "5\r\nhello\r\n0\r\n\r\r", // a CR that does not end the body
      })
  void refusesBrokenFraming(String body) {
    assertThatThrownBy(() -> scan(body, body.length())).isInstanceOf(MalformedChunks.class);
  }

  @Test
  void limitsTheSizeLineAndTheTrailerSection() {
    String longExtension = "5;" + "e".repeat(100) + "\r\nhello\r\n0\r\n\r\n";
    String bigTrailer = "5\r\nhello\r\n0\r\nX-Big: " + "t".repeat(2000) + "\r\n\r\n";

    assertThatThrownBy(() -> scan(longExtension, longExtension.length()))
        .isInstanceOf(MalformedChunks.class)
        .hasMessageContaining("line too long");
    assertThatThrownBy(() -> scan(bigTrailer, bigTrailer.length()))
        .isInstanceOf(MalformedChunks.class)
        .hasMessageContaining("trailer section too large");
  }

  @Test
  void aBodyThatStopsMidwayIsNotComplete() throws Exception {
    String partial = "5\r\nhel";

    Scan scan = scan(partial, partial.length());

    assertThat(scan.end).isEqualTo(partial.length());
    assertThat(scan.framing.isComplete()).isFalse();
    assertThat(scan.data).hasToString("hel");
  }

  private record Scan(ChunkedFraming framing, int end, StringBuilder data) {}

  private static Scan scan(String text, int to) throws MalformedChunks {
    ChunkedFraming framing = new ChunkedFraming(64, 1024);
    StringBuilder data = new StringBuilder();
    int end = framing.scan(ascii(text), 0, to, collect(data));
    return new Scan(framing, end, data);
  }

  private static ChunkedFraming.DataSink collect(StringBuilder data) {
    return (buffer, index, length) ->
        data.append(buffer.toString(index, length, StandardCharsets.US_ASCII));
  }

  private static ByteBuf ascii(String text) {
    return Unpooled.copiedBuffer(text, StandardCharsets.US_ASCII);
  }
}
