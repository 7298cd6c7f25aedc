package ai.silogen.kaiwo.gateway.proxy.upstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.http.ChunkedFraming.MalformedChunks;
import ai.silogen.kaiwo.gateway.proxy.upstream.ResponseHeadParser.MalformedResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A model server's answers read off the wire: heads, body framing, where each answer ends. */
class ResponseReaderTest {
  private static final String CHUNKED_SSE =
      "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n"
          + "f\r\ndata: {\"a\":1}\n\n\r\n"
          + "e\r\ndata: [DONE]\n\n\r\n"
          + "0\r\n\r\n";

  private final ResponseReader reader = new ResponseReader(1024, 64);
  private final Recorder events = new Recorder();

  @Test
  void aLengthDelimitedAnswerEndsAfterItsLengthAndLeavesTheConnectionReusable() throws Exception {
    read("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{\"a\":1}");

    assertThat(events.head.status().code()).isEqualTo(200);
    assertThat(events.head.headers().get("content-type")).isEqualTo("application/json");
    assertThat(events.chunked).isFalse();
    assertThat(events.body()).isEqualTo("{\"a\":1}");
    assertThat(events.ends).containsExactly(true);
  }

  @Test
  void aChunkedAnswerIsPassedOnWithItsFramingAndEndsAfterTheLastChunk() throws Exception {
    read(CHUNKED_SSE);

    assertThat(events.chunked).isTrue();
    assertThat(events.body()).isEqualTo(CHUNKED_SSE.substring(CHUNKED_SSE.indexOf("\r\n\r\n") + 4));
    assertThat(events.ends).containsExactly(true);
  }

  @Test
  void anAnswerCutIntoReadsAnywhereIsReadTheSame() throws Exception {
    for (int cut = 1; cut < CHUNKED_SSE.length(); cut++) {
      ResponseReader split = new ResponseReader(1024, 64);
      Recorder recorded = new Recorder();
      split.expect(HttpMethod.POST);
      split.read(ascii(CHUNKED_SSE.substring(0, cut)), recorded);
      assertThat(recorded.ends).as("cut at %d", cut).isEmpty();
      split.read(ascii(CHUNKED_SSE.substring(cut)), recorded);

      assertThat(recorded.head.status().code()).isEqualTo(200);
      assertThat(recorded.body())
          .isEqualTo(CHUNKED_SSE.substring(CHUNKED_SSE.indexOf("\r\n\r\n") + 4));
      assertThat(recorded.ends).as("cut at %d", cut).containsExactly(true);
    }
  }

  @Test
  void interimAnswersAreSkipped() throws Exception {
    read(
        "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"
            + "HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok");

    assertThat(events.heads).isEqualTo(1);
    assertThat(events.head.status().code()).isEqualTo(201);
    assertThat(events.body()).isEqualTo("ok");
  }

  @Test
  void answersWithoutABodyEndWithTheirHead() throws Exception {
    reader.expect(HttpMethod.HEAD);
    reader.read(ascii("HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n"), events);
    reader.expect(HttpMethod.POST);
    reader.read(ascii("HTTP/1.1 204 No Content\r\n\r\n"), events);
    reader.expect(HttpMethod.POST);
    reader.read(ascii("HTTP/1.1 304 Not Modified\r\nContent-Length: 9\r\n\r\n"), events);

    assertThat(events.heads).isEqualTo(3);
    assertThat(events.body()).isEmpty();
    assertThat(events.ends).containsExactly(true, true, true);
  }

  @Test
  void aBodyWithoutLengthOrChunksLastsUntilTheConnectionCloses() throws Exception {
    read("HTTP/1.1 200 OK\r\n\r\nsome bytes");
    reader.read(ascii(" and more"), events);

    assertThat(events.body()).isEqualTo("some bytes and more");
    assertThat(events.ends).isEmpty();
    assertThat(reader.endsAtClose()).isTrue();
  }

  @Test
  void chunkedWinsOverAContentLength() throws Exception {
    read(
        "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n");

    assertThat(events.chunked).isTrue();
    assertThat(events.head.headers().contains("content-length")).isFalse();
    assertThat(events.ends).containsExactly(true);
  }

  @Test
  void bytesAfterTheEndOfAnAnswerMakeTheConnectionUnusable() throws Exception {
    read("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n");

    assertThat(events.body()).isEqualTo("ok");
    assertThat(events.ends).containsExactly(false);
  }

  @Test
  void connectionCloseAndHttp10AnswersAreNotReused() throws Exception {
    read("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok");
    read("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok");
    read("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nok");

    assertThat(events.ends).containsExactly(false, false, true);
  }

  @Test
  void readsLenientHeadsAsAProxyMay() throws Exception {
    read("HTTP/1.1 200 Fine by me\nX-Spaced : a\nX-Folded: first\n  second\nContent-Length: 0\n\n");

    assertThat(events.head.status().reasonPhrase()).isEqualTo("Fine by me");
    assertThat(events.head.headers().get("x-spaced")).isEqualTo("a");
    assertThat(events.head.headers().get("x-folded")).isEqualTo("first second");
    assertThat(events.ends).containsExactly(true);
  }

  @Test
  void keepsHeaderBytesAsTheyWere() throws Exception {
    byte[] head =
        "HTTP/1.1 200 OK\r\nX-Name: caf\u00e9\r\nContent-Length: 0\r\n\r\n"
            .getBytes(StandardCharsets.ISO_8859_1);
    reader.expect(HttpMethod.POST);
    reader.read(Unpooled.wrappedBuffer(head), events);

    assertThat(events.head.headers().get("x-name").getBytes(StandardCharsets.ISO_8859_1))
        .containsExactly('c', 'a', 'f', 0xe9);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "HTTP/2 200 OK\r\n\r\n",
        "HTTP/1.1 2000 OK\r\n\r\n",
        "HTTP/1.1 20x OK\r\n\r\n",
        "HTTP/1.1 099 Low\r\n\r\n",
        "HTTP/1.1 101 Switching Protocols\r\n\r\n",
        "HTTP/1.1 200 OK\r\nNo colon here\r\n\r\n",
        "HTTP/1.1 200 OK\r\n: empty name\r\n\r\n",
        "HTTP/1.1 200 OK\r\nBad(name): x\r\n\r\n",
        "HTTP/1.1 200 OK\r\nX-A: bell\u0007\r\n\r\n",
        "HTTP/1.1 200 OK\r\nX-A: a\rb\r\n\r\n",
        "HTTP/1.1 200 OK\r\n folded first\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
      })
  void refusesWhatIsNotAnHttp1Answer(String answer) {
    reader.expect(HttpMethod.POST);

    assertThatThrownBy(() -> reader.read(ascii(answer), events))
        .isInstanceOfAny(MalformedResponse.class, MalformedChunks.class);
  }

  @Test
  void limitsTheHeadEvenWhenItArrivesInPieces() throws Exception {
    reader.expect(HttpMethod.POST);
    reader.read(ascii("HTTP/1.1 200 OK\r\nX-Big: "), events);

    assertThatThrownBy(() -> reader.read(ascii("b".repeat(2000)), events))
        .isInstanceOf(MalformedResponse.class)
        .hasMessageContaining("larger than 1024 bytes");
  }

  private void read(String wire) throws Exception {
    reader.expect(HttpMethod.POST);
    reader.read(ascii(wire), events);
  }

  private static ByteBuf ascii(String text) {
    return Unpooled.copiedBuffer(text, StandardCharsets.ISO_8859_1);
  }

  private static final class Recorder implements ResponseReader.Events {
    HttpResponse head;
    boolean chunked;
    int heads;
    final StringBuilder body = new StringBuilder();
    final List<Boolean> ends = new ArrayList<>();

    @Override
    public void head(HttpResponse response, boolean chunked) {
      head = response;
      this.chunked = chunked;
      heads++;
    }

    @Override
    public void body(ByteBuf bytes) {
      body.append(bytes.toString(StandardCharsets.ISO_8859_1));
    }

    @Override
    public void end(boolean reusable) {
      ends.add(reusable);
    }

    String body() {
      return body.toString();
    }
  }
}
