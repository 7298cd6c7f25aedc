package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.GoDuration;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Whether the operator watches GPU utilisation, where it reads it and how often: the settings that
 * need a restart. What counts as underutilised, and what happens then, lives in the KaiwoConfig's
 * {@code resourceMonitoring} and applies at the next poll.
 *
 * @param endpoint the exporter's Prometheus text endpoint; empty when monitoring is off
 * @param pollingInterval time between two reads of the endpoint
 */
public record ResourceMonitoring(Optional<URI> endpoint, Duration pollingInterval) {

  public static final String ENABLED = "RESOURCE_MONITORING_ENABLED";
  public static final String METRICS_ENDPOINT = "RESOURCE_MONITORING_METRICS_ENDPOINT";
  public static final String POLLING_INTERVAL = "RESOURCE_MONITORING_POLLING_INTERVAL";

  /** The interval when {@value #POLLING_INTERVAL} is unset (the original requires it). */
  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(30);

  private static final Duration SHORTEST_INTERVAL = Duration.ofSeconds(1);

  public ResourceMonitoring {
    if (pollingInterval.compareTo(SHORTEST_INTERVAL) < 0) {
      throw new IllegalArgumentException(
          "the resource monitoring polling interval must be at least 1s, got "
              + GoDuration.format(pollingInterval));
    }
  }

  /** Monitoring off. */
  public static ResourceMonitoring disabled() {
    return new ResourceMonitoring(Optional.empty(), DEFAULT_INTERVAL);
  }

  /** Monitoring {@code endpoint} every {@code interval}. */
  public static ResourceMonitoring of(URI endpoint, Duration interval) {
    return new ResourceMonitoring(Optional.of(endpoint), interval);
  }

  public boolean enabled() {
    return endpoint.isPresent();
  }

  /**
   * The settings from the original's environment variables: {@value #ENABLED}{@code =true}, {@value
   * #METRICS_ENDPOINT} (required then) and {@value #POLLING_INTERVAL} (a Go duration, default 30s).
   *
   * @throws IllegalArgumentException naming the variable that is missing or malformed
   */
  public static ResourceMonitoring fromEnvironment(Function<String, Optional<String>> env) {
    boolean enabled =
        env.apply(ENABLED)
            .map(value -> value.strip().toLowerCase(Locale.ROOT))
            .map(
                value ->
                    switch (value) {
                      case "true", "1" -> true;
                      case "false", "0", "" -> false;
                      default ->
                          throw new IllegalArgumentException(
                              ENABLED + " must be true or false, got '" + value + "'");
                    })
            .orElse(false);
    if (!enabled) {
      return disabled();
    }
    String endpoint =
        env.apply(METRICS_ENDPOINT)
            .map(String::strip)
            .filter(value -> !value.isEmpty())
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        METRICS_ENDPOINT
                            + " must be set when "
                            + ENABLED
                            + "=true: the /metrics URL of the GPU metrics exporter"));
    return of(endpoint(endpoint), interval(env.apply(POLLING_INTERVAL)));
  }

  private static URI endpoint(String value) {
    try {
      URI uri = URI.create(value);
      if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())
          || uri.getHost() == null) {
        throw new IllegalArgumentException("not an http(s) URL");
      }
      return uri;
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          METRICS_ENDPOINT + " must be an http(s) URL, got '" + value + "'", e);
    }
  }

  private static Duration interval(Optional<String> value) {
    if (value.isEmpty() || value.get().isBlank()) {
      return DEFAULT_INTERVAL;
    }
    try {
      return GoDuration.parse(value.get().strip());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          POLLING_INTERVAL + " must be a duration such as 30s or 1m, got '" + value.get() + "'", e);
    }
  }
}
