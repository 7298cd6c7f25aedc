package ai.silogen.kaiwo.bench.overhead;

import ai.silogen.kaiwo.bench.report.BenchArgs;
import ai.silogen.kaiwo.bench.report.BenchMain;
import ai.silogen.kaiwo.bench.report.MarkdownTable;
import ai.silogen.kaiwo.bench.report.Progress;
import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.enginesim.config.LatencyParams;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Benchmark 1: what a reverse proxy adds. One zero-latency simulated engine is the backend; the
 * same requests go to it directly, through our gateway, through HAProxy and through nginx (each a
 * separate process with one event-loop thread), in one run. For every body size and streaming mode
 * it measures open-loop latency at a fixed rate (percentiles minus the direct path's are the added
 * latency), the highest closed-loop throughput, and the CPU time each proxy spends per request at
 * that throughput. Run with {@code bench/run overhead}.
 *
 * <p>Flags: {@code --sizes=1024,32768,225280}, {@code --rates=1000,1000,250} (open-loop requests
 * per second for each size; the last covers any further sizes), {@code --streaming=off,on}, {@code
 * --warmup-seconds=2}, {@code --latency-seconds=4}, {@code --throughput-seconds=3}, {@code
 * --concurrency=32}, {@code --rounds=5} (medians over rounds), {@code --proxy-cpus=1} and {@code
 * --load-cpus=0} (pin the proxies and this process with taskset; default: no pinning), {@code
 * --skip=nginx,haproxy}, {@code --gateway-java-options=...} (e.g. a flight recording), {@code
 * --bodies=conversation} (or {@code plain}: see {@link ChatBodies.Kind}), {@code
 * --inter-token-ms=0} (the backend's delay between tokens: with 0 a streamed answer reaches a proxy
 * in about one read; with a delay each token is relayed on its own); {@code --smoke} takes a few
 * seconds.
 */
public final class OverheadBenchmark {
  static final String DIRECT = "direct";
  private static final int WARM_UP_TURNS = 3;
  private static final String MODEL = "llama";

  private OverheadBenchmark() {}

  public static void main(String[] args) throws Exception {
    BenchMain.run("overhead", args, OverheadBenchmark::run);
  }

  public static MarkdownTable run(BenchArgs args) throws Exception {
    OverheadSettings settings = OverheadSettings.from(args);
    CpuPinning.pinThisProcess(settings.loadCpus());
    Vertx backendVertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1));
    Vertx loadVertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1));
    Path dir = Files.createTempDirectory("kaiwo-overhead");
    List<ProxyProcess> proxies = new ArrayList<>();
    Thread cleanup = new Thread(() -> proxies.forEach(ProxyProcess::close));
    Runtime.getRuntime().addShutdownHook(cleanup);
    try (EngineSimulator backend =
            EngineSimulator.create(
                backendVertx,
                EngineConfig.builder(EngineProfile.ZERO_LATENCY)
                    .servedModelName(MODEL)
                    .maxModelLen(10_000_000)
                    .latency(
                        LatencyParams.of(Duration.ZERO, Duration.ZERO, settings.interToken(), 1.0))
                    .build());
        LoadGenerator load = new LoadGenerator(loadVertx, Math.max(256, settings.concurrency()))) {
      int backendPort = backend.start();
      proxies.add(
          ProxyProcess.gateway(settings.proxyCpus(), backendPort, settings.gatewayJavaOptions()));
      List<String> missing = new ArrayList<>();
      if (!settings.skip().contains("haproxy")) {
        addOrMissing(
            ProxyProcess.haproxy(settings.proxyCpus(), backendPort, dir),
            ProxyProcess.HAPROXY,
            proxies,
            missing);
      }
      if (!settings.skip().contains("nginx")) {
        addOrMissing(
            ProxyProcess.nginx(settings.proxyCpus(), backendPort, dir),
            ProxyProcess.NGINX,
            proxies,
            missing);
      }
      Map<String, Target> targets = new LinkedHashMap<>();
      targets.put(DIRECT, new Target(backendPort, null));
      proxies.forEach(proxy -> targets.put(proxy.name(), new Target(proxy.port(), proxy)));
      OverheadTable table = new OverheadTable(missing);
      Progress progress =
          new Progress(
              "overhead",
              settings.sizes().length * settings.streaming().size() * settings.rounds());
      for (int i = 0; i < settings.sizes().length; i++) {
        for (boolean stream : settings.streaming()) {
          int size = settings.sizes()[i];
          double rate = settings.rate(i);
          table.add(
              size, stream, rate, measure(load, targets, settings, size, rate, stream, progress));
        }
      }
      return table.markdown();
    } finally {
      proxies.forEach(ProxyProcess::close);
      Runtime.getRuntime().removeShutdownHook(cleanup);
      backendVertx.close();
      loadVertx.close();
      deleteQuietly(dir);
    }
  }

  /** A path under test: where to send requests, and the proxy process if there is one. */
  /** {@code targets} starting at position {@code shift} (mod their number), in their order. */
  static <T> Map<String, T> rotated(Map<String, T> targets, int shift) {
    List<Map.Entry<String, T>> entries = new ArrayList<>(targets.entrySet());
    Collections.rotate(entries, -Math.floorMod(shift, Math.max(1, entries.size())));
    Map<String, T> rotated = new LinkedHashMap<>();
    entries.forEach(entry -> rotated.put(entry.getKey(), entry.getValue()));
    return rotated;
  }

  private record Target(int port, ProxyProcess proxy) {
    Duration cpuTime() {
      return proxy == null ? null : proxy.cpuTime();
    }
  }

  private static void addOrMissing(
      Optional<ProxyProcess> proxy, String name, List<ProxyProcess> proxies, List<String> missing) {
    proxy.ifPresentOrElse(proxies::add, () -> missing.add(name));
  }

  /**
   * Load with this cell's body on every path before its first round: closed loop and open loop at
   * the cell's rate, in turn, {@value #WARM_UP_TURNS} times. The gateway's JIT compiles for what it
   * has seen: a body size it has not parsed yet, and each switch between many requests per wake-up
   * of its event loop and one, deoptimised hundreds of methods in a cell's first rounds when only
   * the first size was warmed up. A warm-up does not stop all of it (decision 0018: the first round
   * of a cell can still be slow), but no cell is measured on a body the gateway has not seen.
   */
  private static void warmUp(
      LoadGenerator load,
      Map<String, Target> targets,
      OverheadSettings settings,
      byte[] body,
      double rate) {
    targets
        .values()
        .forEach(
            target -> {
              for (int turn = 0; turn < WARM_UP_TURNS; turn++) {
                load.closedLoop(
                    target.port(), body, settings.concurrency(), Duration.ZERO, settings.warmUp());
                load.openLoop(target.port(), body, rate, settings.warmUp());
              }
            });
  }

  /**
   * Measures one body size and mode. The paths take turns, round after round, and each reported
   * figure is the median over rounds, so a burst of load from elsewhere on the machine spoils one
   * round of every path rather than all rounds of one.
   */
  private static Map<String, Rounds> measure(
      LoadGenerator load,
      Map<String, Target> targets,
      OverheadSettings settings,
      int size,
      double rate,
      boolean stream,
      Progress progress) {
    byte[] body = ChatBodies.chat(MODEL, stream, size, settings.bodies());
    warmUp(load, targets, settings, body, rate);
    Map<String, Rounds> rounds = new LinkedHashMap<>();
    targets.keySet().forEach(name -> rounds.put(name, new Rounds()));
    for (int round = 0; round < settings.rounds(); round++) {
      // Each round starts with another path, so that no path always follows the same one.
      Map<String, Target> inTurn = rotated(targets, round);
      inTurn.forEach(
          (name, target) -> {
            if (!settings.warmUp().isZero()) {
              load.openLoop(target.port(), body, rate, settings.warmUp());
            }
            rounds.get(name).latency(load.openLoop(target.port(), body, rate, settings.latency()));
          });
      inTurn.forEach(
          (name, target) -> {
            Duration cpuBefore = target.cpuTime();
            LoadGenerator.Result result =
                load.closedLoop(
                    target.port(),
                    body,
                    settings.concurrency(),
                    settings.warmUp().dividedBy(2),
                    settings.throughput());
            Duration cpu = cpuBefore == null ? null : target.cpuTime().minus(cpuBefore);
            rounds.get(name).throughput(result, cpu);
          });
      progress.step(
          "%s, stream %s: round %d of %d, p99 %s"
              .formatted(
                  OverheadTable.bodyLabel(size),
                  OverheadTable.streamLabel(stream),
                  round + 1,
                  settings.rounds(),
                  p99sOfRound(rounds, round)));
    }
    return rounds;
  }

  /** Each path's p99 in one round, as {@code direct 0.41 ms, kaiwo gateway 0.56 ms, ...}. */
  private static String p99sOfRound(Map<String, Rounds> rounds, int round) {
    return rounds.entrySet().stream()
        .map(
            path -> "%s %.2f ms".formatted(path.getKey(), path.getValue().p99InRound(round) / 1000))
        .collect(Collectors.joining(", "));
  }

  private static void deleteQuietly(Path dir) {
    try (var paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException ignored) {
      // a temporary directory; the OS cleans it up eventually
    }
  }
}
