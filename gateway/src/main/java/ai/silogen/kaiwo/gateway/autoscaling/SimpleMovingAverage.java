package ai.silogen.kaiwo.gateway.autoscaling;

import java.util.Arrays;

/**
 * KubeAI's {@code movingaverage.Simple} as an immutable value: a fixed window of samples, oldest
 * overwritten first, averaged in array order (so results match KubeAI to the last bit). Unlike an
 * exponential average it reaches exactly zero, which scale-to-zero needs.
 */
public final class SimpleMovingAverage {
  private final double[] history;
  private final int next;

  private SimpleMovingAverage(double[] history, int next) {
    this.history = history;
    this.next = next;
  }

  /** A window of {@code size} samples all equal to {@code value} (0 for a new model). */
  public static SimpleMovingAverage filled(int size, double value) {
    if (size < 1) {
      throw new IllegalArgumentException("window size must be at least 1, got " + size);
    }
    double[] history = new double[size];
    Arrays.fill(history, value);
    return new SimpleMovingAverage(history, 0);
  }

  /** This window with {@code sample} replacing the oldest sample. */
  public SimpleMovingAverage add(double sample) {
    double[] copy = history.clone();
    copy[next] = sample;
    return new SimpleMovingAverage(copy, next + 1 == copy.length ? 0 : next + 1);
  }

  public double average() {
    double sum = 0;
    for (double sample : history) {
      sum += sample;
    }
    return sum / history.length;
  }

  public int size() {
    return history.length;
  }

  /** The samples in storage order, for logs. */
  public double[] history() {
    return history.clone();
  }
}
