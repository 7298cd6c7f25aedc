package ai.silogen.kaiwo.sandbox.watch;

import io.fabric8.mockwebserver.http.RecordedRequest;
import io.fabric8.mockwebserver.http.WebSocket;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Lets the mock's WebSocket-based watch machinery serve plain HTTP watches (what kubectl uses):
 * each event becomes one newline-terminated JSON line of a chunked response.
 */
public final class HttpWatchSocket implements WebSocket {

  private final RecordedRequest request;
  private final HttpServerResponse response;
  private final AtomicBoolean closed = new AtomicBoolean();

  public HttpWatchSocket(RecordedRequest request, HttpServerResponse response) {
    this.request = request;
    this.response = response;
  }

  @Override
  public RecordedRequest request() {
    return request;
  }

  @Override
  public boolean send(String text) {
    if (closed.get() || response.closed()) {
      return false;
    }
    response.write(Buffer.buffer(text).appendString("\n"));
    return true;
  }

  @Override
  public boolean send(byte[] bytes) {
    return send(new String(bytes, StandardCharsets.UTF_8));
  }

  @Override
  public boolean close(int code, String reason) {
    if (closed.compareAndSet(false, true) && !response.closed() && !response.ended()) {
      response.end();
    }
    return true;
  }
}
