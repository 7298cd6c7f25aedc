package ai.silogen.kaiwo.cli.monitor;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.sandbox.SandboxFiles;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.Table;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.ConnectedWorkload;
import ai.silogen.kaiwo.cli.workload.WorkloadTarget;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import java.io.PrintWriter;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code kaiwo monitor}: GPU utilisation of a workload's pods. */
@Command(
    name = "monitor",
    mixinStandardHelpOptions = true,
    description = {
      "Show the GPU utilisation of a workload's pods, read from a GPU metrics exporter.",
      "Exporters: AMD's device metrics exporter (gpu_gfx_activity) or NVIDIA's DCGM exporter"
          + " (DCGM_FI_DEV_GPU_UTIL). The exporter's /metrics URL comes from --metrics-url, else"
          + " $KAIWO_METRICS_URL (e.g. through 'kubectl port-forward' to the exporter), else the"
          + " simulated exporter of a kaiwo sandbox."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo monitor job/train --metrics-url http://localhost:5000/metrics",
      "  KAIWO_METRICS_URL=http://localhost:9400/metrics kaiwo monitor service/web -w"
    })
public final class MonitorCommand implements Callable<Integer> {

  @Option(
      names = "--metrics-url",
      paramLabel = "URL",
      description = "Prometheus text endpoint of the GPU metrics exporter.")
  URI metricsUrl;

  @Option(
      names = {"-w", "--watch"},
      description = "Refresh every --interval until Ctrl-C.")
  boolean watch;

  @Option(
      names = "--interval",
      paramLabel = "DURATION",
      description = "Refresh interval with -w (default: ${DEFAULT-VALUE}).",
      defaultValue = "5s")
  Duration interval;

  @Mixin WorkloadTarget target;

  private final CliContext context;

  MonitorCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws InterruptedException {
    target.ref(); // a malformed KIND/NAME is reported before a missing metrics source
    try (ConnectedWorkload workload = target.open(context)) {
      URI source = metricsSource(workload.connection());
      WorkloadView view = workload.view();
      MetricsScraper scraper = new MetricsScraper(source);
      do {
        List<Pod> pods = Workloads.pods(workload.client(), view);
        List<GpuUtilization.Reading> readings = GpuUtilization.of(scraper.scrape(), pods);
        print(view, pods, readings, source);
        if (watch) {
          Thread.sleep(interval.toMillis());
        }
      } while (watch);
      return ExitCodes.OK;
    }
  }

  /** --metrics-url, else $KAIWO_METRICS_URL, else the simulated exporter of a sandbox. */
  private URI metricsSource(Connection connection) {
    if (metricsUrl != null) {
      return metricsUrl;
    }
    return context
        .getenv("KAIWO_METRICS_URL")
        .or(() -> connection.kubeconfig().flatMap(SandboxFiles::metricsUrlNextTo))
        .map(URI::create)
        .orElseThrow(
            () ->
                new UserError(
                    "no GPU metrics source: kaiwo monitor reads a GPU metrics exporter",
                    "pass --metrics-url (or set KAIWO_METRICS_URL) to the exporter's /metrics,"
                        + " e.g. after 'kubectl port-forward' to AMD's device-metrics-exporter"
                        + " or NVIDIA's dcgm-exporter"));
  }

  private void print(
      WorkloadView view, List<Pod> pods, List<GpuUtilization.Reading> readings, URI source) {
    PrintWriter out = context.out();
    if (readings.isEmpty()) {
      out.printf(
          "No GPU samples for the %d pod(s) of %s at %s (the exporter reports only pods that hold"
              + " GPUs).%n",
          pods.size(), view.ref(), source);
    } else {
      Table table = Table.withHeaders("POD", "NODE", "GPU", "UTILIZATION");
      readings.forEach(
          r ->
              table.row(
                  r.pod(), r.node(), r.gpu(), String.format(Locale.ROOT, "%.1f%%", r.percent())));
      table.print(out);
      double average =
          readings.stream().mapToDouble(GpuUtilization.Reading::percent).average().orElse(0);
      out.printf(
          Locale.ROOT, "%s: %d GPU(s), average %.1f%%%n", view.ref(), readings.size(), average);
    }
    out.flush();
  }
}
