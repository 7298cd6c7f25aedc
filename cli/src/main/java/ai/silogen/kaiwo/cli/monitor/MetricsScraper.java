package ai.silogen.kaiwo.cli.monitor;

import ai.silogen.kaiwo.cli.support.UserError;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/** Fetches a Prometheus text endpoint and parses the samples of some metrics. */
final class MetricsScraper {
  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private final URI url;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();

  MetricsScraper(URI url) {
    this.url = url;
  }

  List<Sample> scrape(Set<String> metrics) throws InterruptedException {
    try {
      HttpResponse<String> response =
          http.send(
              HttpRequest.newBuilder(url).timeout(TIMEOUT).GET().build(),
              HttpResponse.BodyHandlers.ofString());
      if (response.statusCode() / 100 != 2) {
        throw new UserError(
            "the metrics endpoint " + url + " answered HTTP " + response.statusCode(),
            "check --metrics-url");
      }
      return ExpositionParser.parse(response.body(), metrics);
    } catch (IOException | IllegalArgumentException e) {
      throw new UserError(
          "cannot read metrics from " + url + ": " + e.getMessage(), "check --metrics-url");
    }
  }
}
