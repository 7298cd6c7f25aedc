package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sums {@code kaiwo_gateway_requests_active} over every gateway replica by scraping their {@code
 * /metrics}, as KubeAI's autoscaler does, and the mean since the last tick from {@code
 * kaiwo_gateway_requests_active_seconds_total}; the list of replicas includes this one.
 */
public final class PeerActiveRequests implements ActiveRequestSource {
  private static final Logger LOG = LoggerFactory.getLogger(PeerActiveRequests.class);

  private final Supplier<List<String>> peers;
  private final Duration timeout;
  private final HttpClient http;
  private final ActiveRequestMeans means = new ActiveRequestMeans();

  /**
   * @param peers {@code host:port} of every gateway replica, asked at each tick
   * @param timeout per scrape
   */
  public PeerActiveRequests(Supplier<List<String>> peers, Duration timeout) {
    this.peers = Objects.requireNonNull(peers, "peers");
    this.timeout = Objects.requireNonNull(timeout, "timeout");
    this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
  }

  @Override
  public Optional<Map<String, ModelLoad>> collect() {
    List<String> addresses = peers.get();
    if (addresses.isEmpty()) {
      LOG.warn("no gateway replicas found to scrape; skipping this autoscaler tick");
      return Optional.empty();
    }
    means.retain(Set.copyOf(addresses));
    Map<String, ModelLoad> total = new HashMap<>();
    for (String address : addresses) {
      try {
        HttpResponse<String> response =
            http.send(
                HttpRequest.newBuilder(URI.create("http://" + address + "/metrics"))
                    .timeout(timeout)
                    .build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
          throw new IllegalStateException("status " + response.statusCode());
        }
        String text = response.body();
        means
            .read(
                address,
                System.nanoTime(),
                PrometheusGauges.parse(text, GatewayMetrics.ACTIVE_REQUESTS_FAMILY, "model"),
                PrometheusGauges.parse(text, GatewayMetrics.ACTIVE_SECONDS_FAMILY, "model"))
            .forEach((model, load) -> total.merge(model, load, ModelLoad::plus));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Optional.empty();
      } catch (Exception e) {
        LOG.warn(
            "scraping gateway replica {} failed ({}); skipping this autoscaler tick",
            address,
            e.toString());
        return Optional.empty();
      }
    }
    return Optional.of(total);
  }
}
