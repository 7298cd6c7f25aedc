package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.openai.ResponseBodies;
import ai.silogen.kaiwo.enginesim.runtime.Job;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;

/** Small helpers to finish responses consistently. */
final class Replies {

  static final String JSON = "application/json";

  private Replies() {}

  static void json(HttpServerResponse response, int status, byte[] body) {
    send(response, status, JSON, body);
  }

  static void text(HttpServerResponse response, int status, String body) {
    response.setStatusCode(status).putHeader(HttpHeaders.CONTENT_TYPE, "text/plain; charset=utf-8");
    response.end(body);
  }

  static void send(HttpServerResponse response, int status, String contentType, byte[] body) {
    if (response.ended() || response.closed()) {
      return;
    }
    response.setStatusCode(status).putHeader(HttpHeaders.CONTENT_TYPE, contentType);
    response.end(Buffer.buffer(body));
  }

  static void error(HttpServerResponse response, ApiException e) {
    json(response, e.status(), ResponseBodies.error(e));
  }

  /** FastAPI's answer for paths and methods that do not exist. */
  static void detail(HttpServerResponse response, int status, String detail) {
    json(response, status, ("{\"detail\":\"" + detail + "\"}").getBytes());
  }

  /**
   * Cancels the request when its client disconnects, freeing its queue place or slot and pinned
   * blocks; also covers a client that left before the job was even submitted. A job that finished
   * during submission (zero latency) has already ended its response: nothing to cancel then.
   */
  static void cancelOnClose(HttpServerResponse response, Job job) {
    if (response.ended()) {
      return;
    }
    response.closeHandler(v -> job.cancel());
    if (response.closed()) {
      job.cancel();
    }
  }
}
