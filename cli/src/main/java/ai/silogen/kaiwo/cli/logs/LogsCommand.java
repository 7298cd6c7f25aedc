package ai.silogen.kaiwo.cli.logs;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.ConnectedWorkload;
import ai.silogen.kaiwo.cli.workload.WorkloadTarget;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code kaiwo logs}: the logs of a workload's pods. */
@Command(
    name = "logs",
    mixinStandardHelpOptions = true,
    description = {
      "Print the logs of a workload's containers (every pod and container unless --pod or -c"
          + " narrow it down; lines are prefixed with [pod/container] when there are several).",
      "Pods are those labelled kaiwo.silogen.ai/run-id=<uid> (jobs, services) or model=<name>."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo logs job/gpu-job",
      "  # follow until the containers end (waits for pods)",
      "  kaiwo logs job/gpu-job -f",
      "  kaiwo logs service/qwen-chat --tail 20 --pod qwen-chat-5d8f-abcde",
      "  kaiwo logs model/qwen2.5-0.5b-cpu -c server"
    })
public final class LogsCommand implements Callable<Integer> {

  @Option(
      names = {"-f", "--follow"},
      description = "Keep printing new lines until the containers end.")
  boolean follow;

  @Option(
      names = "--tail",
      paramLabel = "LINES",
      description = "Only the last LINES lines of each log (default: all).")
  int tail = -1;

  @Option(names = "--pod", description = "Only this pod.")
  String pod;

  @Option(
      names = {"-c", "--container"},
      description = "Only this container.")
  String container;

  @Option(
      names = "--wait-for-pods",
      paramLabel = "DURATION",
      description = "With -f: how long to wait for the first pod (default: ${DEFAULT-VALUE}).",
      defaultValue = "5m")
  Duration waitForPods;

  @Mixin WorkloadTarget target;

  private final CliContext context;

  LogsCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws InterruptedException {
    try (ConnectedWorkload workload = target.open(context)) {
      var client = workload.client();
      WorkloadView view = workload.view();
      String ref = view.ref();
      List<Pod> pods = Workloads.pods(client, view);
      if (pods.isEmpty()) {
        GonePods.check(view);
      }
      if (pods.isEmpty() && follow) {
        context.err().println("kaiwo: waiting for the pods of " + ref + " ...");
        pods = PodWaiter.awaitPods(client, view, waitForPods);
      }
      if (pods.isEmpty()) {
        throw new UserError(
            ref + " has no pods (status " + view.status() + ")",
            "'kaiwo describe " + ref + "' shows why, or use -f to wait for them");
      }
      List<LogSource> sources = LogTargets.select(view, pods, pod, container);
      LogPrinter printer =
          new LogPrinter(client, view.namespace(), context.out(), sources.size() > 1);
      if (follow) {
        printer.follow(sources, tail);
      } else {
        printer.print(sources, tail);
      }
      return ExitCodes.OK;
    }
  }
}
