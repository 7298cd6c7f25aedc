package ai.silogen.kaiwo.bench.overhead;

import ai.silogen.kaiwo.bench.report.BenchArgs;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * Parameters of an overhead run; see {@link OverheadBenchmark} for the flags. Durations are in
 * seconds and may be fractional.
 */
record OverheadSettings(
    int[] sizes,
    double[] rates,
    List<Boolean> streaming,
    Duration warmUp,
    Duration latency,
    Duration throughput,
    int concurrency,
    int rounds,
    String proxyCpus,
    String loadCpus,
    List<String> skip,
    List<String> gatewayJavaOptions,
    ChatBodies.Kind bodies,
    Duration interToken) {

  static OverheadSettings from(BenchArgs args) {
    boolean smoke = args.flag("smoke");
    return new OverheadSettings(
        args.integers("sizes", smoke ? "1024" : "1024,32768,225280"),
        args.numbers("rates", smoke ? "200" : "1000,1000,250"),
        streaming(args.string("streaming", "off,on")),
        seconds(args.number("warmup-seconds", smoke ? 0.3 : 2)),
        seconds(args.number("latency-seconds", smoke ? 0.5 : 4)),
        seconds(args.number("throughput-seconds", smoke ? 0.5 : 3)),
        args.integer("concurrency", smoke ? 8 : 32),
        args.integer("rounds", smoke ? 1 : 5),
        args.string("proxy-cpus", ""),
        args.string("load-cpus", ""),
        words(args.string("skip", ""), ","),
        words(args.string("gateway-java-options", ""), " "),
        ChatBodies.Kind.parse(args.string("bodies", "conversation")),
        Duration.ofMillis(args.integer("inter-token-ms", 0)));
  }

  /** The open-loop rate for the {@code index}-th size: the last rate given covers the rest. */
  double rate(int index) {
    return rates[Math.min(index, rates.length - 1)];
  }

  private static List<Boolean> streaming(String value) {
    return words(value, ",").stream()
        .map(
            mode ->
                switch (mode) {
                  case "off" -> false;
                  case "on" -> true;
                  default ->
                      throw new IllegalArgumentException(
                          "--streaming: expected off, on or off,on, got '" + mode + "'");
                })
        .toList();
  }

  private static Duration seconds(double value) {
    return Duration.ofMillis(Math.round(value * 1000));
  }

  private static List<String> words(String value, String separator) {
    return Arrays.stream(value.split(separator))
        .map(String::strip)
        .filter(w -> !w.isEmpty())
        .toList();
  }
}
