package ai.silogen.kaiwo.cli.monitor;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.operator.monitoring.GpuReading;
import ai.silogen.kaiwo.operator.monitoring.MetricsEndpoint;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/** Reads the GPU readings of an exporter, turning failures into a message about the flag. */
final class MetricsScraper {
  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private final MetricsEndpoint endpoint;

  MetricsScraper(URI url) {
    this.endpoint = new MetricsEndpoint(url, TIMEOUT);
  }

  List<GpuReading> scrape() throws InterruptedException {
    try {
      return endpoint.read();
    } catch (IOException e) {
      throw new UserError(e.getMessage(), "check --metrics-url");
    }
  }
}
