package ai.silogen.kaiwo.bench.quality;

import ai.silogen.kaiwo.gateway.routing.Endpoint;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-replica in-flight requests sampled at every dispatch; the balance is the busiest replica's
 * mean over the mean of all replicas (1.0 is perfect).
 */
final class InFlightBalance {
  private final Map<String, long[]> sums = new HashMap<>();
  private long samples;

  synchronized void sample(List<Endpoint> endpoints) {
    for (Endpoint endpoint : endpoints) {
      sums.computeIfAbsent(endpoint.name(), name -> new long[1])[0] += endpoint.inFlight();
    }
    samples++;
  }

  synchronized void reset() {
    sums.clear();
    samples = 0;
  }

  synchronized boolean sampled() {
    return samples > 0;
  }

  /** Max over mean of the per-replica average in-flight counts. */
  synchronized double maxOverMean() {
    if (samples == 0 || sums.isEmpty()) {
      return Double.NaN;
    }
    double max = 0;
    double total = 0;
    for (long[] sum : sums.values()) {
      max = Math.max(max, sum[0]);
      total += sum[0];
    }
    double mean = total / sums.size();
    return mean == 0 ? Double.NaN : max / mean;
  }
}
