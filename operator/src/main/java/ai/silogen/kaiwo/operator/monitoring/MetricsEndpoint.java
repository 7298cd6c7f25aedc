package ai.silogen.kaiwo.operator.monitoring;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

/** A GPU metrics exporter's {@code /metrics} endpoint (Prometheus text format). */
public final class MetricsEndpoint {

  private final URI url;
  private final Duration timeout;
  private final HttpClient http;

  /**
   * @param timeout bounds the connection and the whole answer, so a hung exporter cannot stall the
   *     caller's loop
   */
  public MetricsEndpoint(URI url, Duration timeout) {
    this.url = url;
    this.timeout = timeout;
    this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
  }

  public URI url() {
    return url;
  }

  /**
   * The GPU readings the exporter serves now.
   *
   * @throws IOException when it cannot be reached or answers other than 2xx; the message names the
   *     URL and the cause
   */
  public List<GpuReading> read() throws IOException, InterruptedException {
    HttpResponse<String> response;
    try {
      response =
          http.send(
              HttpRequest.newBuilder(url).timeout(timeout).GET().build(),
              HttpResponse.BodyHandlers.ofString());
    } catch (IOException | IllegalArgumentException e) {
      throw new IOException("cannot read metrics from " + url + ": " + describe(e), e);
    }
    if (response.statusCode() / 100 != 2) {
      throw new IOException(
          "the metrics endpoint " + url + " answered HTTP " + response.statusCode());
    }
    return GpuReading.parse(response.body());
  }

  private static String describe(Exception e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }
}
