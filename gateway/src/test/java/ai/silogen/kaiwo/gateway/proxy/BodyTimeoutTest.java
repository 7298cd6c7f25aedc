package ai.silogen.kaiwo.gateway.proxy;

import static ai.silogen.kaiwo.gateway.http.RawHttp.readAll;
import static ai.silogen.kaiwo.gateway.http.RawHttp.send;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.http.RawHttp;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A body that stops arriving ends its request after {@code --client-body-timeout}, and gives its
 * bytes back to the body budget; slow bodies and requests waiting with their body in are not cut.
 */
class BodyTimeoutTest {
  private static final Duration TIMEOUT = Duration.ofMillis(800);

  @Test
  void aStalledBodyIsAnswered408AndItsConnectionClosedAndItsBytesGivenBack() throws Exception {
    String part = "{\"model\":\"m\",\"prompt\":\"" + "x".repeat(2000);
    try (TestGateway gateway = start(TestGateway.settings());
        Socket socket = RawHttp.connect(gateway.port())) {
      send(socket, head(5000) + "X-Request-Id: stalled-1\r\n\r\n" + part);
      await().atMost(Duration.ofSeconds(5)).until(() -> held(gateway) == part.length());

      String answer = readAll(socket.getInputStream());

      assertThat(answer)
          .startsWith("HTTP/1.1 408")
          .contains("x-request-id: stalled-1", "connection: close")
          .endsWith(
              "{\"error\":{\"message\":\"no part of the request body arrived for 800ms"
                  + " (--client-body-timeout)\",\"type\":\"invalid_request_error\","
                  + "\"param\":null,\"code\":\"request_timeout\"}}");
      assertThat(held(gateway)).isZero();
      assertThat(gateway.metrics.scrape())
          .contains("kaiwo_gateway_rejected_requests_total{status=\"408\"} 1.0");
    }
  }

  /** Its answer is the one its body earns: model "m" is not served here. */
  @Test
  void aBodyThatKeepsArrivingSlowlyIsNotCut() throws Exception {
    String body = "{\"model\":\"m\",\"prompt\":\"" + "x".repeat(20) + "\"}";
    try (TestGateway gateway = start(TestGateway.settings());
        Socket socket = RawHttp.connect(gateway.port())) {
      send(socket, head(body.length()) + "Connection: close\r\n\r\n");
      long start = System.nanoTime();
      for (int i = 0; i < body.length(); i += 5) { // twice the timeout in all, never half of it
        Thread.sleep(TIMEOUT.toMillis() * 2 * 5 / body.length());
        send(socket, body.substring(i, Math.min(body.length(), i + 5)));
      }

      assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThan(TIMEOUT);
      assertThat(readAll(socket.getInputStream()))
          .startsWith("HTTP/1.1 404")
          .contains("\"code\":\"model_not_found\"");
    }
  }

  @Test
  void aRequestWaitingForAReplicaWithItsBodyInIsNotCut() throws Exception {
    ProxySettings waitLonger =
        new ProxySettings(64 * 1024, Long.MAX_VALUE, 3, TIMEOUT.multipliedBy(2), false, false);
    try (TestGateway gateway = start(waitLonger)) {
      gateway.catalog.put(
          TestModels.model("default", "cold", Set.of(), Map.of(), List.of("TextGeneration"), 0));

      HttpResponse<String> response =
          gateway.post("/v1/chat/completions", TestGateway.chat("cold", false, 1));

      assertThat(response.statusCode()).isEqualTo(504);
    }
  }

  private static TestGateway start(ProxySettings settings) {
    return TestGateway.start(
        settings, ApiKeyAuthenticator.disabled(), (namespace, name, replicas) -> {}, TIMEOUT);
  }

  private static String head(int contentLength) {
    return "POST /v1/completions HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
        + "Content-Length: "
        + contentLength
        + "\r\n";
  }

  private static double held(TestGateway gateway) {
    return gateway.metrics.registry().get("kaiwo.gateway.request.bodies.held").gauge().value();
  }
}
