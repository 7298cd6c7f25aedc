package ai.silogen.kaiwo.cli.describe;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.workload.WorkloadRef;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import java.time.Instant;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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

  @Parameters(paramLabel = "KIND/NAME", description = "job/NAME, service/NAME or model/NAME.")
  String workload;

  @Option(
      names = {"-n", "--namespace"},
      description = "Namespace (default: the kubeconfig context's).")
  String namespace;

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  DescribeCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    WorkloadRef ref = WorkloadRef.parse(workload);
    try (Connection connection = Connections.open(context, cluster)) {
      WorkloadView view =
          Workloads.get(connection.client(), ref, connection.namespaceOr(namespace));
      WorkloadFacts facts = WorkloadFacts.gather(connection.client(), view);
      new DescriptionPrinter(context.out(), Instant.now()).print(facts);
      return ExitCodes.OK;
    }
  }
}
