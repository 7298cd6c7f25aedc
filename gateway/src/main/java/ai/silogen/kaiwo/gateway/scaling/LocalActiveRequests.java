package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The active requests of this gateway replica alone, read from its meters without a scrape. */
public final class LocalActiveRequests implements ActiveRequestSource {
  private final GatewayMetrics metrics;
  private final ActiveRequestMeans means = new ActiveRequestMeans();

  public LocalActiveRequests(GatewayMetrics metrics) {
    this.metrics = Objects.requireNonNull(metrics, "metrics");
  }

  @Override
  public Optional<Map<String, ModelLoad>> collect() {
    Map<String, Double> active = new HashMap<>();
    metrics.activeRequests().forEach((model, count) -> active.put(model, (double) count));
    return Optional.of(means.read("local", System.nanoTime(), active, metrics.activeSeconds()));
  }
}
