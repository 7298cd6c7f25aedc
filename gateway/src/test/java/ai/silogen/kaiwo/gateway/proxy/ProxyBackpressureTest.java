package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerResponse;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A client that reads slowly slows the model server down instead of filling the gateway. */
class ProxyBackpressureTest {
  private static final long TOTAL = 64L * 1024 * 1024;
  private static final Buffer CHUNK = Buffer.buffer(new byte[64 * 1024]);

  @Test
  void aStalledClientPausesTheUpstreamStream() throws Exception {
    Vertx vertx = Vertx.vertx();
    AtomicLong written = new AtomicLong();
    HttpServer backend =
        vertx
            .createHttpServer()
            .requestHandler(
                request ->
                    request
                        .body()
                        .onSuccess(
                            ignored -> stream(request.response().setChunked(true), written)));
    int backendPort = Await.result(backend.listen(0, "127.0.0.1")).actualPort();
    try (TestGateway gateway = TestGateway.start();
        Socket client = new Socket()) {
      gateway.serve(TestModels.model("default", "m"), "127.0.0.1:" + backendPort);
      client.setReceiveBufferSize(64 * 1024);
      client.connect(new InetSocketAddress("127.0.0.1", gateway.port()));
      String body = "{\"model\":\"m\",\"prompt\":\"go\",\"stream\":true}";
      OutputStream out = client.getOutputStream();
      out.write(
          ("POST /v1/completions HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\n"
                  + "Content-Length: "
                  + body.length()
                  + "\r\n\r\n"
                  + body)
              .getBytes(StandardCharsets.UTF_8));
      out.flush();

      // The client reads nothing: once the socket buffers fill, the backend must stop writing.
      await().atMost(Duration.ofSeconds(10)).until(() -> written.get() > 0);
      await()
          .during(Duration.ofMillis(500))
          .atMost(Duration.ofSeconds(10))
          .pollInterval(Duration.ofMillis(50))
          .until(stalled(written));
      assertThat(written.get()).isLessThan(TOTAL / 2);

      client.setSoTimeout(10_000);
      long received = drain(client.getInputStream());
      assertThat(received).isGreaterThanOrEqualTo(TOTAL);
      assertThat(written.get()).isEqualTo(TOTAL);
    } finally {
      Await.result(backend.close());
      vertx.close();
    }
  }

  /** Writes {@code TOTAL} bytes as fast as the connection takes them. */
  private static void stream(HttpServerResponse response, AtomicLong written) {
    while (written.get() < TOTAL && !response.writeQueueFull()) {
      response.write(CHUNK);
      written.addAndGet(CHUNK.length());
    }
    if (written.get() >= TOTAL) {
      response.end();
    } else {
      response.drainHandler(ignored -> stream(response, written));
    }
  }

  /** True when {@code written} did not change since the previous poll. */
  private static Callable<Boolean> stalled(AtomicLong written) {
    long[] last = {-1};
    return () -> {
      long now = written.get();
      boolean same = now == last[0];
      last[0] = now;
      return same;
    };
  }

  /** Reads the raw response until the terminating chunk; returns the bytes read. */
  private static long drain(InputStream in) throws Exception {
    byte[] buffer = new byte[256 * 1024];
    long total = 0;
    byte[] tail = new byte[5];
    for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
      total += n;
      for (int i = Math.max(0, n - 5); i < n; i++) {
        System.arraycopy(tail, 1, tail, 0, 4);
        tail[4] = buffer[i];
      }
      if (new String(tail, StandardCharsets.US_ASCII).equals("0\r\n\r\n")) {
        break;
      }
    }
    return total;
  }
}
