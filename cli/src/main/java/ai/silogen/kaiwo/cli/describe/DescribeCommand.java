package ai.silogen.kaiwo.cli.describe;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.workload.ConnectedWorkload;
import ai.silogen.kaiwo.cli.workload.WorkloadTarget;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code kaiwo describe}: everything about one workload in one view. */
@Command(
    name = "describe",
    mixinStandardHelpOptions = true,
    description = {
      "Show a workload's status and conditions, the objects Kaiwo created for it and their state,"
          + " its pods and their nodes, and the events about all of them."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo describe job/gpu-job",
      "  kaiwo describe service/qwen-chat -n team-a",
      "  kaiwo describe model/qwen2.5-0.5b-cpu"
    })
public final class DescribeCommand implements Callable<Integer> {

  @Mixin WorkloadTarget target;

  private final CliContext context;

  DescribeCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    try (ConnectedWorkload workload = target.open(context)) {
      WorkloadFacts facts = WorkloadFacts.gather(workload.client(), workload.view());
      new DescriptionPrinter(context.out(), Instant.now()).print(facts);
      return ExitCodes.OK;
    }
  }
}
