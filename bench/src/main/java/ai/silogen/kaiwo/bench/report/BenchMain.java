package ai.silogen.kaiwo.bench.report;

/**
 * The shared {@code main} of the benchmarks: parse the flags, run, print the table. A flag the
 * benchmark cannot use ends the run with its message and status 2, not with a stack trace; {@code
 * bench/run} is the user interface of these classes.
 */
public final class BenchMain {
  private BenchMain() {}

  /** A benchmark's body: its table from its flags. */
  @FunctionalInterface
  public interface Benchmark {
    MarkdownTable run(BenchArgs args) throws Exception;
  }

  /** Runs {@code benchmark} with {@code args} and prints its table on standard output. */
  public static void run(String name, String[] args, Benchmark benchmark) throws Exception {
    MarkdownTable table;
    try {
      table = benchmark.run(new BenchArgs(args));
    } catch (IllegalArgumentException e) {
      System.err.println("bench " + name + ": " + e.getMessage() + " (flags: bench/README.md)");
      System.exit(2);
      return;
    }
    System.out.println(table);
  }
}
