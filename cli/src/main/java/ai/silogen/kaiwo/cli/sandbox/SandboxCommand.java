package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SimulatedCluster;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import io.fabric8.kubernetes.api.model.Node;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code kaiwo sandbox}: a whole Kaiwo cluster on this machine, until Ctrl-C. */
@Command(
    name = "sandbox",
    mixinStandardHelpOptions = true,
    description = {
      "Run Kaiwo with an in-process Kubernetes API server and simulated GPU nodes, until Ctrl-C.",
      "Other kaiwo commands, kubectl and your own tools reach it through the kubeconfig it writes."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo sandbox                                     start with 2x8 MI300X, 2x8 H100 and a CPU node",
      "  kaiwo sandbox --run examples/jobs/gpu-job.yaml    start, then submit a workload and follow it",
      "  kaiwo sandbox --nodes my-nodes.yaml --port 6443   your own node pools on a fixed port"
    })
public final class SandboxCommand implements Callable<Integer> {

  @Option(
      names = "--nodes",
      paramLabel = "FILE",
      description =
          "Node-pool YAML (pools with count, gpuVendor, gpuModel, gpusPerNode, cpu, memory).")
  Path nodes;

  @Option(names = "--port", description = "API server port (default: a free port).")
  int port;

  @Option(
      names = "--kubeconfig",
      paramLabel = "PATH",
      description = "Where to write the kubeconfig (default: ${DEFAULT-VALUE}).")
  Path kubeconfig = Sandbox.DEFAULT_KUBECONFIG;

  @Option(
      names = "--run-seconds",
      paramLabel = "SECONDS",
      description =
          "How long simulated job pods run unless annotated otherwise (default: ${DEFAULT-VALUE}).")
  double runSeconds = 10;

  @Option(
      names = "--run",
      paramLabel = "FILE",
      description =
          "After start-up, submit the workloads in FILE and follow them until they finish or run.")
  Path run;

  @Override
  public Integer call() throws Exception {
    PrintStream out = System.out;
    SimulatedCluster.Options options =
        SimulatedCluster.Options.defaults()
            .withNodePool(nodes == null ? NodePool.defaults() : NodePool.load(nodes))
            .withDefaultRunTime(Duration.ofMillis(Math.round(runSeconds * 1000)));
    LocalCluster cluster = LocalCluster.start(new LocalCluster.Settings(port, kubeconfig, options));
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  cluster.close();
                  stopped.countDown();
                },
                "kaiwo-sandbox-shutdown"));
    printBanner(out, cluster.sandbox());
    if (run != null) {
      new WorkloadFollower(cluster.sandbox().client(), out).submitAndFollow(run);
    }
    out.println("Sandbox running; press Ctrl-C to stop.");
    out.flush();
    stopped.await();
    return 0;
  }

  private static void printBanner(PrintStream out, Sandbox sandbox) {
    var nodes = sandbox.client().nodes().list().getItems();
    out.printf(
        "Kaiwo sandbox is up: API server %s, %d simulated nodes (%s).%n",
        sandbox.masterUrl(), nodes.size(), describeGpus(nodes));
    out.println("Point kubectl and kaiwo at it with:");
    out.println("  export KUBECONFIG=" + sandbox.kubeconfigPath());
  }

  private static String describeGpus(java.util.List<Node> nodes) {
    long amd = sumAllocatable(nodes, "amd.com/gpu");
    long nvidia = sumAllocatable(nodes, "nvidia.com/gpu");
    return amd + " AMD GPUs, " + nvidia + " NVIDIA GPUs";
  }

  private static long sumAllocatable(java.util.List<Node> nodes, String resource) {
    return nodes.stream()
        .map(n -> n.getStatus().getAllocatable().get(resource))
        .filter(java.util.Objects::nonNull)
        .mapToLong(q -> q.getNumericalAmount().longValue())
        .sum();
  }
}
