package ai.silogen.kaiwo.enginesim.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * With zero latency a job finishes, and ends its response, while it is being submitted; arming the
 * disconnect handler afterwards must not fail the request.
 */
class ZeroLatencyTest {

  @Test
  void cancelOnCloseAcceptsAnAlreadyEndedResponse() throws Exception {
    Vertx vertx = Vertx.vertx();
    List<Throwable> failures = new CopyOnWriteArrayList<>();
    try {
      int port =
          vertx
              .createHttpServer()
              .requestHandler(
                  request -> {
                    request.response().end("done");
                    try {
                      Replies.cancelOnClose(request.response(), null);
                    } catch (RuntimeException e) {
                      failures.add(e);
                    }
                  })
              .listen(0, "127.0.0.1")
              .toCompletionStage()
              .toCompletableFuture()
              .get(10, TimeUnit.SECONDS)
              .actualPort();

      HttpResponse<String> response =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).build(),
                  HttpResponse.BodyHandlers.ofString());

      assertThat(response.body()).isEqualTo("done");
      assertThat(failures).isEmpty();
    } finally {
      vertx.close();
    }
  }
}
