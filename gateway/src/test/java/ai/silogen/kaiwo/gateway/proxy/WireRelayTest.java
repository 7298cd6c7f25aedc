package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Answers relayed byte for byte: a model server scripted at the socket level, a client reading the
 * raw response. Chunked answers keep their framing (trailers included); an HTTP/1.0 client gets
 * their data; broken framing never reaches the client as if it were a body.
 */
class WireRelayTest {
  private static final String REQUEST_BODY = "{\"model\":\"m\",\"prompt\":\"hi\",\"stream\":true}";
  private static final String CHUNKS =
      "f\r\ndata: {\"a\":1}\n\n\r\n" + "e\r\ndata: [DONE]\n\n\r\n" + "0\r\nX-Usage: 3\r\n\r\n";

  private final ExecutorService backendThreads = Executors.newVirtualThreadPerTaskExecutor();
  private ServerSocket backend;
  private TestGateway gateway;
  private EndpointGroup group;

  /** Opened once the client has read the answer's first piece. */
  private final CountDownLatch firstWriteSeen = new CountDownLatch(1);

  @AfterEach
  void stop() throws IOException {
    if (gateway != null) {
      gateway.close();
    }
    backend.close();
    backendThreads.shutdownNow();
  }

  @Test
  void aChunkedAnswerReachesAnHttp11ClientWithItsFramingAndTrailers() throws Exception {
    serveWire(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
            + CHUNKS);

    String answer = request("HTTP/1.1");

    assertThat(answer)
        .startsWith("HTTP/1.1 200 OK\r\n")
        .containsIgnoringCase("transfer-encoding: chunked")
        .containsIgnoringCase("content-type: text/event-stream")
        .endsWith("\r\n\r\n" + CHUNKS);
  }

  @Test
  void anHttp10ClientGetsTheDataOfTheChunksUntilTheConnectionCloses() throws Exception {
    serveWire("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + CHUNKS);

    String answer = request("HTTP/1.0");

    assertThat(answer)
        .startsWith("HTTP/1.0 200 OK\r\n")
        .doesNotContainIgnoringCase("chunked")
        .endsWith("\r\n\r\ndata: {\"a\":1}\n\ndata: [DONE]\n\n");
  }

  @Test
  void aBodyEndedByTheModelServerClosingIsSentChunked() throws Exception {
    serveWire("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nall of it");

    String answer = request("HTTP/1.1");

    assertThat(answer)
        .containsIgnoringCase("transfer-encoding: chunked")
        .endsWith("\r\n\r\n9\r\nall of it\r\n0\r\n\r\n");
    await().atMost(Duration.ofSeconds(5)).until(() -> group.inFlight() == 0);
  }

  @Test
  void brokenChunksInTheFirstReadGetA502() throws Exception {
    serveWire(
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "f\r\ndata: {\"a\":1}\n\n\r\n"
            + "zz\r\nnot a chunk\r\n0\r\n\r\n");

    String answer = request("HTTP/1.1");

    assertThat(answer)
        .startsWith("HTTP/1.1 502 Bad Gateway\r\n")
        .contains("\"code\":\"bad_gateway\"")
        .doesNotContain("zz", "data:");
    await().atMost(Duration.ofSeconds(5)).until(() -> group.inFlight() == 0);
  }

  @Test
  void brokenChunksAfterTheAnswerStartedCutItOff() throws Exception {
    serveWire(
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + "f\r\ndata: {\"a\":1}\n\n\r\n",
        "zz\r\nnot a chunk\r\n0\r\n\r\n");

    String answer = request("HTTP/1.1");

    // The first chunk went out; the broken one never does, and no last chunk tells the client
    // that its answer was complete.
    assertThat(answer)
        .startsWith("HTTP/1.1 200 OK\r\n")
        .endsWith("\r\n\r\nf\r\ndata: {\"a\":1}\n\n\r\n");
    await().atMost(Duration.ofSeconds(5)).until(() -> group.inFlight() == 0);
  }

  /**
   * Starts a model server that reads each request and answers the {@code writes}, the second and
   * later ones after the client has seen the first, then closes.
   */
  private void serveWire(String... writes) throws IOException {
    backend = new ServerSocket(0);
    backendThreads.submit(
        () -> {
          while (!backend.isClosed()) {
            Socket connection = backend.accept();
            backendThreads.submit(() -> answer(connection, writes));
          }
          return null;
        });
    gateway = TestGateway.start();
    group = gateway.serve(TestModels.model("default", "m"), "127.0.0.1:" + backend.getLocalPort());
  }

  private Void answer(Socket connection, String... writes) throws Exception {
    try (connection) {
      InputStream in = connection.getInputStream();
      String head = readUntil(in, "\r\n\r\n");
      int length =
          Integer.parseInt(head.replaceAll("(?is).*content-length: *(\\d+).*", "$1").strip());
      in.readNBytes(length);
      OutputStream out = connection.getOutputStream();
      for (int i = 0; i < writes.length; i++) {
        if (i > 0) {
          firstWriteSeen.await();
        }
        out.write(writes[i].getBytes(StandardCharsets.UTF_8));
        out.flush();
      }
    }
    return null;
  }

  /** Sends a streamed completion with {@code version} and reads the answer to its end. */
  private String request(String version) throws IOException {
    try (Socket client = new Socket("127.0.0.1", gateway.port())) {
      client.setSoTimeout(10_000);
      client
          .getOutputStream()
          .write(
              ("POST /v1/completions "
                      + version
                      + "\r\nHost: gw\r\nConnection: close\r\nContent-Type: application/json\r\n"
                      + "Content-Length: "
                      + REQUEST_BODY.length()
                      + "\r\n\r\n"
                      + REQUEST_BODY)
                  .getBytes(StandardCharsets.UTF_8));
      InputStream in = client.getInputStream();
      StringBuilder answer = new StringBuilder();
      byte[] buffer = new byte[4096];
      try {
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          answer.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
          int bodyStart = answer.indexOf("\r\n\r\n") + 4;
          if (bodyStart > 3 && answer.length() > bodyStart) {
            firstWriteSeen.countDown();
          }
        }
      } catch (SocketException reset) {
        // a reset ends the answer as surely as a close, for what the client has read
      }
      return answer.toString();
    }
  }

  private static String readUntil(InputStream in, String end) throws IOException {
    StringBuilder read = new StringBuilder();
    while (read.indexOf(end) < 0) {
      int b = in.read();
      if (b < 0) {
        break;
      }
      read.append((char) b);
    }
    return read.toString();
  }
}
