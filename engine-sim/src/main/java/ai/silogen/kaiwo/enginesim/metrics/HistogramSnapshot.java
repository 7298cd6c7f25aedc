package ai.silogen.kaiwo.enginesim.metrics;

/**
 * A point-in-time copy of a {@link Histogram}.
 *
 * @param upperBounds bucket upper bounds in seconds, ascending ({@code +Inf} implied)
 * @param cumulativeCounts observations {@code <=} each bound
 * @param count all observations
 * @param sumSeconds sum of all observations
 */
public record HistogramSnapshot(
    double[] upperBounds, long[] cumulativeCounts, long count, double sumSeconds) {

  /** Mean observation in seconds, or 0 without observations. */
  public double meanSeconds() {
    return count == 0 ? 0 : sumSeconds / count;
  }
}
