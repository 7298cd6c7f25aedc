package ai.silogen.kaiwo.operator.health;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HealthServerTest {

  private final AtomicReference<HealthReport> report = new AtomicReference<>();
  private final PrometheusMeterRegistry registry =
      new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final HttpClient http = HttpClient.newHttpClient();
  private HealthServer server;

  @BeforeEach
  void start() {
    report.set(HealthReport.starting());
    server = HealthServer.start("127.0.0.1", 0, report::get, registry);
  }

  @AfterEach
  void stop() {
    server.close();
    http.close();
  }

  private HttpResponse<String> send(String method, String path) throws Exception {
    return http.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
            .method(method, HttpRequest.BodyPublishers.noBody())
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void probesFollowTheReport() throws Exception {
    assertThat(send("GET", "/healthz").statusCode()).isEqualTo(200);
    assertThat(send("GET", "/readyz").statusCode()).isEqualTo(503);

    report.set(new HealthReport(true, true, Map.of()));
    assertThat(send("GET", "/readyz").statusCode()).isEqualTo(200);

    report.set(new HealthReport(true, true, Map.of("model", List.of("PodEventSource"))));
    HttpResponse<String> unhealthy = send("GET", "/healthz");
    assertThat(unhealthy.statusCode()).isEqualTo(503);
    assertThat(unhealthy.body()).contains("PodEventSource").contains("\"started\":true");
  }

  @Test
  void metricsAreServedInThePrometheusTextFormat() throws Exception {
    registry.counter("kaiwo.test.things").increment(3);

    HttpResponse<String> metrics = send("GET", "/metrics");

    assertThat(metrics.statusCode()).isEqualTo(200);
    assertThat(metrics.headers().firstValue("Content-Type")).hasValue(HealthServer.PROMETHEUS_TEXT);
    assertThat(metrics.body()).contains("kaiwo_test_things_total 3.0");
  }

  @Test
  void otherPathsAndMethodsAreRefused() throws Exception {
    assertThat(send("GET", "/nothing").statusCode()).isEqualTo(404);
    assertThat(send("POST", "/healthz").statusCode()).isEqualTo(405);
  }

  @Test
  void aTakenPortIsAClearError() {
    assertThatThrownBy(() -> HealthServer.start("127.0.0.1", server.port(), report::get, registry))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("cannot serve health and metrics on 127.0.0.1:" + server.port());
  }
}
