package ai.silogen.kaiwo.bench.report;

import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * One line on standard error per finished step of a benchmark, with the time spent and an estimate
 * of the time left: the full runs take twenty minutes and print their table only at the end.
 * Standard output keeps nothing but the table, so {@code bench/run quality > table.md} still works.
 */
public final class Progress {
  private final String benchmark;
  private final int steps;
  private final PrintStream out;
  private final LongSupplier nanoTime;
  private final long start;
  private int done;

  /** Reports to standard error on the system clock. */
  public Progress(String benchmark, int steps) {
    this(benchmark, steps, System.err, System::nanoTime);
  }

  Progress(String benchmark, int steps, PrintStream out, LongSupplier nanoTime) {
    this.benchmark = benchmark;
    this.steps = steps;
    this.out = out;
    this.nanoTime = nanoTime;
    this.start = nanoTime.getAsLong();
  }

  /** Records that one more step finished, described by {@code what}. */
  public void step(String what) {
    done++;
    long elapsed = nanoTime.getAsLong() - start;
    String left =
        done >= steps ? "done" : "about " + duration(elapsed / done * (steps - done)) + " left";
    out.printf("%s [%d/%d, %s, %s] %s%n", benchmark, done, steps, duration(elapsed), left, what);
    out.flush();
  }

  /** Whole seconds as {@code 45s} or {@code 3m05s}. */
  static String duration(long nanos) {
    long seconds = Math.round(nanos / 1e9);
    return seconds < 60 ? seconds + "s" : String.format("%dm%02ds", seconds / 60, seconds % 60);
  }
}
