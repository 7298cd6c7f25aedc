package ai.silogen.kaiwo.gateway.http;

import static ai.silogen.kaiwo.gateway.http.RawHttp.readAll;
import static ai.silogen.kaiwo.gateway.http.RawHttp.readUntil;
import static ai.silogen.kaiwo.gateway.http.RawHttp.send;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponseStatus;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** HTTP/1.1 connection handling, seen from a raw socket: framing, pipelining, limits. */
class NettyHttpServerTest {
  private static NettyHttpServer server;

  /**
   * {@code /echo} answers its body, {@code /stream} answers in two pieces, {@code /framed} in two
   * pieces framed as chunks already, {@code /whole} in one after its head, anything else 404 at
   * once.
   */
  private static final class TestHandler implements HttpHandler {
    @Override
    public void handle(HttpExchange exchange) {
      switch (exchange.path()) {
        case "/echo" -> exchange.readBody(new Echo(exchange));
        case "/stream" -> {
          exchange.writeHead(HttpResponseStatus.OK, new DefaultHttpHeaders());
          exchange.write(text("one,"));
          exchange.end(text("two"));
        }
        case "/whole" -> {
          exchange.writeHead(HttpResponseStatus.OK, new DefaultHttpHeaders());
          exchange.end(text("all at once"));
        }
        case "/framed" -> {
          if (exchange.writeChunkedHead(HttpResponseStatus.OK, new DefaultHttpHeaders())) {
            exchange.write(text("4\r\none,\r\n"));
            exchange.end(text("3\r\ntwo\r\n0\r\n\r\n"));
          } else {
            exchange.write(text("one,"));
            exchange.end(text("two"));
          }
        }
        case "/hello" -> respond(exchange, HttpResponseStatus.OK, "hello " + exchange.uri());
        default -> respond(exchange, HttpResponseStatus.NOT_FOUND, "no " + exchange.path());
      }
    }

    @Override
    public void malformed(HttpExchange exchange, Throwable cause) {
      respond(exchange, HttpResponseStatus.BAD_REQUEST, cause.getClass().getSimpleName());
    }
  }

  private static final class Echo implements BodyListener {
    private final HttpExchange exchange;
    private final StringBuilder body = new StringBuilder();

    Echo(HttpExchange exchange) {
      this.exchange = exchange;
    }

    @Override
    public void chunk(ByteBuf chunk) {
      body.append(chunk.toString(StandardCharsets.UTF_8));
    }

    @Override
    public void end() {
      respond(exchange, HttpResponseStatus.OK, "echo " + body);
    }

    @Override
    public void aborted() {}

    @Override
    public void timedOut(Duration timeout) {
      respond(exchange, HttpResponseStatus.REQUEST_TIMEOUT, "timed out after " + timeout);
    }
  }

  @BeforeAll
  static void start() {
    server =
        NettyHttpServer.bind(
            "127.0.0.1", 0, 1, 1024, Duration.ZERO, Duration.ZERO, loop -> new TestHandler());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void pipelinedRequestsAreAnsweredInOrder() throws Exception {
    String answers =
        exchange(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\nfirst"
                + "GET /hello?x=1 HTTP/1.1\r\nHost: t\r\n\r\n"
                + "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 4\r\nConnection: close\r\n\r\n"
                + "last");

    assertThat(answers.indexOf("echo first"))
        .isPositive()
        .isLessThan(answers.indexOf("hello /hello?x=1"));
    assertThat(answers.indexOf("hello /hello?x=1")).isLessThan(answers.indexOf("echo last"));
    assertThat(answers).contains("connection: close");
  }

  @Test
  void aRequestAnsweredBeforeItsBodyKeepsTheConnectionForTheNextOne() throws Exception {
    String answers =
        exchange(
            "POST /elsewhere HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\n0123456789"
                + "GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

    assertThat(answers).startsWith("HTTP/1.1 404").contains("no /elsewhere", "hello /hello");
  }

  @Test
  void aBodyWithoutLengthIsSentChunked() throws Exception {
    String answer = exchange("GET /stream HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

    assertThat(answer)
        .contains("transfer-encoding: chunked")
        .endsWith("\r\n\r\n4\r\none,\r\n3\r\ntwo\r\n0\r\n\r\n");
  }

  @Test
  void aBodyThatEndsBeforeAnyOfItWasWrittenGoesOutWithItsLength() throws Exception {
    String answer = exchange("GET /whole HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

    assertThat(answer)
        .contains("content-length: 11")
        .doesNotContain("chunked")
        .endsWith("\r\n\r\nall at once");
  }

  @Test
  void chunksFramedAlreadyGoOutUnchanged() throws Exception {
    String answer = exchange("GET /framed HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

    assertThat(answer)
        .contains("transfer-encoding: chunked")
        .endsWith("\r\n\r\n4\r\none,\r\n3\r\ntwo\r\n0\r\n\r\n");
  }

  @Test
  void theAnswerToAHeadRequestHasNoBody() throws Exception {
    String answers =
        exchange(
            "HEAD /hello HTTP/1.1\r\nHost: t\r\n\r\n"
                + "HEAD /stream HTTP/1.1\r\nHost: t\r\n\r\n"
                + "GET /hello HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

    assertThat(answers.split("HTTP/1.1 200 OK", -1)).hasSize(4);
    assertThat(answers).contains("content-length: 12").doesNotContain("one,");
    assertThat(answers).endsWith("\r\n\r\nhello /hello").containsOnlyOnce("hello /hello");
  }

  /** {@code /framed} cannot give an HTTP/1.0 client its chunks: it writes their data instead. */
  @ParameterizedTest
  @ValueSource(strings = {"/stream", "/framed"})
  void anHttp10ClientGetsItsBodyDelimitedByTheEndOfTheConnection(String path) throws Exception {
    String answer = exchange("GET " + path + " HTTP/1.0\r\n\r\n");

    assertThat(answer).startsWith("HTTP/1.0 200").doesNotContain("chunked").endsWith("one,two");
  }

  @Test
  void aClientThatExpectsContinueIsToldToSendTheBody() throws Exception {
    try (Socket socket = new Socket("127.0.0.1", server.port())) {
      socket.setSoTimeout(5000);
      send(
          socket,
          "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\nExpect: 100-continue\r\n"
              + "Connection: close\r\n\r\n");
      assertThat(readUntil(socket.getInputStream(), "\r\n\r\n"))
          .startsWith("HTTP/1.1 100 Continue");
      send(socket, "hi");
      assertThat(readAll(socket.getInputStream())).startsWith("HTTP/1.1 200").endsWith("echo hi");
    }
  }

  @Test
  void anOverlongRequestLineIsReportedAsMalformedAndClosesTheConnection() throws Exception {
    String answer =
        exchange("GET /" + "x".repeat(5000) + " HTTP/1.1\r\nHost: t\r\n\r\n" + "GET /hello");

    assertThat(answer)
        .startsWith("HTTP/1.0 400")
        .doesNotContain("hello")
        .endsWith("TooLongHttpLineException");
  }

  @Test
  void anIdleConnectionIsClosedButNotOneWaitingForItsAnswer() throws Exception {
    // /slow answers after a silent second, three idle timeouts.
    HttpHandler slowOrHello =
        new HttpHandler() {
          @Override
          public void handle(HttpExchange exchange) {
            if (exchange.path().equals("/slow")) {
              exchange
                  .eventLoop()
                  .schedule(
                      () -> respond(exchange, HttpResponseStatus.OK, "slow done"),
                      1,
                      TimeUnit.SECONDS);
            } else {
              respond(exchange, HttpResponseStatus.OK, "hello");
            }
          }

          @Override
          public void malformed(HttpExchange exchange, Throwable cause) {}
        };
    try (NettyHttpServer idleServer =
            NettyHttpServer.bind(
                "127.0.0.1",
                0,
                1,
                1024,
                Duration.ofMillis(300),
                Duration.ZERO,
                loop -> slowOrHello);
        Socket idle = new Socket("127.0.0.1", idleServer.port());
        Socket waiting = new Socket("127.0.0.1", idleServer.port())) {
      idle.setSoTimeout(5000);
      waiting.setSoTimeout(5000);
      send(idle, "GET /hello HTTP/1.1\r\nHost: t\r\n\r\n");
      send(waiting, "GET /slow HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");

      long start = System.nanoTime();
      assertThat(readAll(idle.getInputStream())).startsWith("HTTP/1.1 200").endsWith("hello");
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(4));
      assertThat(readAll(waiting.getInputStream()))
          .startsWith("HTTP/1.1 200")
          .endsWith("slow done");
    }
  }

  @Test
  void aClientThatStopsHalfwayThroughARequestHeadIsIdleToo() throws Exception {
    try (NettyHttpServer idleServer =
            NettyHttpServer.bind(
                "127.0.0.1",
                0,
                1,
                1024,
                Duration.ofMillis(300),
                Duration.ZERO,
                loop -> new TestHandler());
        Socket stalled = new Socket("127.0.0.1", idleServer.port())) {
      stalled.setSoTimeout(5000);
      long start = System.nanoTime();
      send(stalled, "GET /hello HTTP/1.1\r\nHost: t\r\nX-Slow: ");

      assertThat(stalled.getInputStream().read()).isEqualTo(-1);
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isGreaterThanOrEqualTo(Duration.ofMillis(250))
          .isLessThan(Duration.ofSeconds(4));
    }
  }

  /**
   * The bytes Content-Length covers would be a second request to a proxy that frames by
   * Content-Length, and the chunked body one to a proxy that follows Transfer-Encoding: neither may
   * run.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {"Content-Length: 50\r\nTransfer-Encoding: chunked", "Transfer-Encoding: gzip"})
  void aRequestWithAmbiguousFramingGetsOneAnswerAndTheConnectionCloses(String framing)
      throws Exception {
    String smuggled = "GET /hello HTTP/1.1\r\nHost: t\r\n\r\n";
    String answer =
        exchange(
            "POST /echo HTTP/1.1\r\nHost: t\r\n"
                + framing
                + "\r\n\r\n0\r\n\r\n"
                + smuggled
                + smuggled);

    assertThat(answer.split("HTTP/1.1 ", -1)).hasSize(2);
    assertThat(answer)
        .startsWith("HTTP/1.1 400")
        .contains("connection: close")
        .endsWith("UnframeableRequestException")
        .doesNotContain("hello");
  }

  @Test
  void aStalledBodyEndsItsRequestAfterTheBodyTimeoutButASteadyOneDoesNot() throws Exception {
    try (NettyHttpServer timed = bodyTimeoutServer();
        Socket stalled = RawHttp.connect(timed.port());
        Socket steady = RawHttp.connect(timed.port())) {
      long start = System.nanoTime();
      send(stalled, "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nhalf");
      String head = "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n";
      send(steady, head + "Connection: close\r\n\r\n");
      for (int i = 0; i < 10; i++) { // 1 s in all, never 300 ms without a byte
        Thread.sleep(100);
        send(steady, Integer.toString(i));
      }

      assertThat(readAll(stalled.getInputStream()))
          .startsWith("HTTP/1.1 408")
          .contains("connection: close")
          .endsWith("timed out after PT0.3S");
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isGreaterThanOrEqualTo(Duration.ofMillis(300));
      assertThat(readAll(steady.getInputStream()))
          .startsWith("HTTP/1.1 200")
          .endsWith("echo 0123456789");
    }
  }

  @Test
  void aPipelinedRequestWhoseBodyStallsTimesOutOnceItsTurnComes() throws Exception {
    try (NettyHttpServer timed = bodyTimeoutServer();
        Socket socket = RawHttp.connect(timed.port())) {
      send(
          socket,
          "GET /hello HTTP/1.1\r\nHost: t\r\n\r\n"
              + "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nhalf");

      String answers = readAll(socket.getInputStream());

      assertThat(answers).startsWith("HTTP/1.1 200").contains("HTTP/1.1 408");
    }
  }

  private static void respond(HttpExchange exchange, HttpResponseStatus status, String body) {
    HttpHeaders headers = new DefaultHttpHeaders();
    headers.set(HttpHeaderNames.CONTENT_TYPE, "text/plain");
    exchange.respond(status, headers, text(body));
  }

  private static ByteBuf text(String value) {
    return Unpooled.copiedBuffer(value, StandardCharsets.UTF_8);
  }

  /** A server whose request bodies may pause for 300 ms at most. */
  private static NettyHttpServer bodyTimeoutServer() {
    return NettyHttpServer.bind(
        "127.0.0.1", 0, 1, 1024, Duration.ZERO, Duration.ofMillis(300), loop -> new TestHandler());
  }

  /** Sends {@code request} and reads until the server closes the connection. */
  private static String exchange(String request) throws IOException {
    return RawHttp.exchange(server.port(), request);
  }
}
