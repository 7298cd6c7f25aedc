package ai.silogen.kaiwo.cli.status;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code kaiwo status}: the cluster's queues and GPUs, both or one of them. */
@Command(
    name = "status",
    mixinStandardHelpOptions = true,
    description = {
      "Show how busy the cluster is: Kueue's queues and each node's GPUs (the subcommands show one"
          + " of them, with their own options)."
    },
    subcommands = {QueuesCommand.class, GpusCommand.class},
    footer = {
      "",
      "Examples:",
      "  kaiwo status",
      "  kaiwo status queues",
      "  kaiwo status gpus --vendor amd"
    })
public final class StatusCommand implements Callable<Integer> {

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  StatusCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    try (Connection connection = Connections.open(context, cluster)) {
      PrintWriter out = context.out();
      QueuesCommand.print(connection.client(), out);
      out.println();
      out.println("Nodes:");
      GpusCommand.print(connection.client(), null, true, out);
      return ExitCodes.OK;
    }
  }
}
