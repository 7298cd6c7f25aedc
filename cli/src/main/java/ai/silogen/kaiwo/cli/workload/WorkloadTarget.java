package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.cluster.NamespaceOption;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * The one workload a command acts on: the {@code KIND/NAME} argument, {@code -n} and the cluster
 * options (a picocli mixin). {@code KIND/NAME} is positional parameter 0, so a command's own
 * positional parameters start at index 1. Commands declare the mixin after their own options
 * because picocli's completion scripts list options in declaration order.
 */
public final class WorkloadTarget {

  @Parameters(index = "0", paramLabel = "KIND/NAME", description = WorkloadRef.HELP)
  String workload;

  @Mixin NamespaceOption namespace;

  @Mixin ClusterOptions cluster;

  /** The parsed {@code KIND/NAME}; a malformed one is a usage error. */
  public WorkloadRef ref() {
    return WorkloadRef.parse(workload);
  }

  /**
   * Parses {@code KIND/NAME}, connects and reads the workload; a missing workload is an error that
   * says where it was looked for. The caller closes what this returns.
   */
  public ConnectedWorkload open(CliContext context) {
    WorkloadRef ref = ref();
    Connection connection = Connections.open(context, cluster);
    try {
      return new ConnectedWorkload(
          connection, Workloads.get(connection.client(), ref, namespace.resolve(connection)));
    } catch (RuntimeException e) {
      connection.close();
      throw e;
    }
  }
}
