package ai.silogen.kaiwo.cli.status;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.Table;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code kaiwo status queues}: how full the Kueue queues are. */
@Command(
    name = "queues",
    mixinStandardHelpOptions = true,
    description = {
      "Show Kueue's cluster queues and local queues: admitted and pending workloads, the GPUs they"
          + " hold or wait for, and each cluster queue's GPU quota. Finished workloads are left out."
    },
    footer = {"", "Example:", "  kaiwo status queues"})
public final class QueuesCommand implements Callable<Integer> {

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  QueuesCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    try (Connection connection = Connections.open(context, cluster)) {
      print(connection.client(), context.out());
      return ExitCodes.OK;
    }
  }

  /** The cluster queues' and the local queues' tables. */
  static void print(KubernetesClient client, PrintWriter out) {
    List<ClusterQueue> clusterQueues =
        sorted(client.resources(ClusterQueue.class).list().getItems());
    List<LocalQueue> localQueues =
        sorted(client.resources(LocalQueue.class).inAnyNamespace().list().getItems());
    List<Workload> workloads = client.resources(Workload.class).inAnyNamespace().list().getItems();
    QueueUsage usage = QueueUsage.of(workloads, localQueues);
    out.println("Cluster queues:");
    Table clusterTable =
        Table.withHeaders(
            "NAME", "COHORT", "ADMITTED", "PENDING", "GPUS IN USE", "GPUS PENDING", "GPU QUOTA");
    for (ClusterQueue queue : clusterQueues) {
      QueueUsage.Tally tally = usage.clusterQueue(queue.getMetadata().getName());
      clusterTable.row(
          queue.getMetadata().getName(),
          queue.getSpec() == null ? null : queue.getSpec().getCohort(),
          tally.admitted(),
          tally.pending(),
          tally.gpusAdmitted(),
          tally.gpusPending(),
          QueueUsage.gpuQuota(queue));
    }
    clusterTable.printIndented(out);
    out.println();
    out.println("Local queues:");
    Table localTable =
        Table.withHeaders(
            "NAMESPACE",
            "NAME",
            "CLUSTER QUEUE",
            "ADMITTED",
            "PENDING",
            "GPUS IN USE",
            "GPUS PENDING");
    for (LocalQueue queue : localQueues) {
      QueueUsage.Tally tally =
          usage.localQueue(queue.getMetadata().getNamespace(), queue.getMetadata().getName());
      localTable.row(
          queue.getMetadata().getNamespace(),
          queue.getMetadata().getName(),
          queue.getSpec() == null ? null : queue.getSpec().getClusterQueue(),
          tally.admitted(),
          tally.pending(),
          tally.gpusAdmitted(),
          tally.gpusPending());
    }
    localTable.printIndented(out);
    out.flush();
  }

  private static <T extends io.fabric8.kubernetes.api.model.HasMetadata> List<T> sorted(
      List<T> items) {
    return items.stream()
        .sorted(
            Comparator.comparing((T item) -> String.valueOf(item.getMetadata().getNamespace()))
                .thenComparing(item -> item.getMetadata().getName()))
        .toList();
  }
}
