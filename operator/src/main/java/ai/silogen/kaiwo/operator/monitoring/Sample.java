package ai.silogen.kaiwo.operator.monitoring;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One sample of the Prometheus text format: metric name, labels and value. */
public record Sample(String name, Map<String, String> labels, double value) {

  /** The first label among {@code keys} that is present and non-empty. */
  public Optional<String> label(List<String> keys) {
    return keys.stream()
        .map(labels::get)
        .filter(value -> value != null && !value.isEmpty())
        .findFirst();
  }
}
