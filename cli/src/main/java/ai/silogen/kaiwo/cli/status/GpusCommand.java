package ai.silogen.kaiwo.cli.status;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.Table;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code kaiwo status gpus}: GPUs, CPU and memory per node. */
@Command(
    name = "gpus",
    mixinStandardHelpOptions = true,
    description = {
      "Show each node's GPU model and its GPUs, CPU and memory requested by running pods against"
          + " what it can allocate."
    },
    footer = {"", "Examples:", "  kaiwo status gpus", "  kaiwo status gpus --vendor nvidia"})
public final class GpusCommand implements Callable<Integer> {

  @Option(names = "--vendor", description = "Only nodes with GPUs of this vendor: amd or nvidia.")
  GpuVendor vendor;

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  GpusCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    try (Connection connection = Connections.open(context, cluster)) {
      print(connection.client(), vendor, false, context.out());
      return ExitCodes.OK;
    }
  }

  /**
   * A line per node ({@code vendor}'s only, unless null) and the total of requested GPUs; {@code
   * indented} under a heading of {@code kaiwo status}.
   */
  static void print(KubernetesClient client, GpuVendor vendor, boolean indented, PrintWriter out) {
    List<NodeUsage> nodes =
        NodeUsage.of(
                client.nodes().list().getItems(), client.pods().inAnyNamespace().list().getItems())
            .stream()
            .filter(n -> vendor == null || n.vendor().equals(vendor.id()))
            .sorted(Comparator.comparing(NodeUsage::name))
            .toList();
    Table table = Table.withHeaders("NODE", "VENDOR", "GPU MODEL", "GPUS", "CPU", "MEMORY", "PODS");
    for (NodeUsage node : nodes) {
      table.row(
          node.name(),
          node.vendor(),
          node.gpuModel(),
          node.gpusUsed() + "/" + node.gpusAllocatable(),
          cores(node.cpuUsed()) + "/" + cores(node.cpuAllocatable()),
          gibibytes(node.memoryUsed()) + "/" + gibibytes(node.memoryAllocatable()),
          node.pods());
    }
    if (indented) {
      table.printIndented(out);
    } else {
      table.print(out);
    }
    long used = nodes.stream().mapToLong(NodeUsage::gpusUsed).sum();
    long total = nodes.stream().mapToLong(NodeUsage::gpusAllocatable).sum();
    out.printf("%nGPUs requested: %d of %d%n", used, total);
    out.flush();
  }

  private static String cores(BigDecimal cpu) {
    return cpu.setScale(1, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
  }

  private static String gibibytes(BigDecimal bytes) {
    return bytes
            .divide(BigDecimal.valueOf(1L << 30), 1, RoundingMode.HALF_UP)
            .stripTrailingZeros()
            .toPlainString()
        + "Gi";
  }
}
