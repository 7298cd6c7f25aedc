package ai.silogen.kaiwo.cli.status;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code kaiwo status}: the cluster's queues and GPUs. */
@Command(
    name = "status",
    mixinStandardHelpOptions = true,
    description = "Show how busy the cluster is: Kueue queues, or GPUs per node.",
    subcommands = {QueuesCommand.class, GpusCommand.class},
    footer = {"", "Examples:", "  kaiwo status queues", "  kaiwo status gpus --vendor amd"})
public final class StatusCommand implements Runnable {

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
