package ai.silogen.kaiwo.bench.autoscaler;

import ai.silogen.kaiwo.bench.report.BenchArgs;
import ai.silogen.kaiwo.bench.report.BenchMain;
import ai.silogen.kaiwo.bench.report.MarkdownTable;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import java.time.Duration;

/**
 * Benchmark 3: how fast each autoscaler mode follows a step from 0 to 1000 active requests on a
 * Model with {@code targetRequests: 100}, and whether it flaps under the steady load that follows.
 * Simulated time, so it runs in a second: {@code bench/run autoscaler}.
 *
 * <p>Flags: {@code --load=1000}, {@code --target-requests=100}, {@code --noise=50} (standard
 * deviation of the active requests per tick), {@code --pod-startup-seconds=30}, {@code
 * --minutes=15}, {@code --seed=7}; {@code --smoke} changes nothing (a run takes a second anyway).
 */
public final class AutoscalerReactionBenchmark {
  private AutoscalerReactionBenchmark() {}

  public static void main(String[] args) throws Exception {
    BenchMain.run("autoscaler", args, AutoscalerReactionBenchmark::run);
  }

  public static MarkdownTable run(BenchArgs args) {
    double load = args.number("load", 1000);
    int target = args.integer("target-requests", 100);
    double noise = args.number("noise", 50);
    Duration startup = Duration.ofSeconds(args.integer("pod-startup-seconds", 30));
    Duration horizon = Duration.ofMinutes(args.integer("minutes", 15));
    long seed = args.integer("seed", 7);
    MarkdownTable table =
        new MarkdownTable(
            "mode",
            "tick",
            "time to " + (int) Math.ceil(load / target) + " replicas",
            "time to all Ready (pods start in " + startup.toSeconds() + " s)",
            "scale-downs, 5 min after reaching them",
            "scale-downs, first 5 min",
            "replicas during those 5 min");
    for (ScalingMode mode : ScalingMode.values()) {
      ReactionRun.Result result =
          new ReactionRun(mode, startup, target, load, noise, seed).run(horizon);
      table.row(
          mode.value(),
          seconds(result.tick()),
          seconds(result.toTargetReplicas()),
          seconds(result.toTargetReady()),
          result.scaleDownsAfterTarget() < 0 ? "n/a" : result.scaleDownsAfterTarget(),
          result.scaleDownsFirstFiveMinutes(),
          result.minSteadyReplicas() == result.maxSteadyReplicas()
              ? Integer.toString(result.minSteadyReplicas())
              : result.minSteadyReplicas() + "–" + result.maxSteadyReplicas());
    }
    return table;
  }

  private static String seconds(Duration duration) {
    return duration == null ? "not reached" : duration.toSeconds() + " s";
  }
}
