package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.sandbox.Sandbox;
import io.fabric8.kubernetes.api.model.Node;
import java.io.PrintWriter;
import java.util.List;
import java.util.Objects;

/** What {@code kaiwo sandbox} prints once it is up: where everything is. */
final class SandboxBanner {

  private SandboxBanner() {}

  static void print(PrintWriter out, LocalCluster cluster, SandboxReach reach) {
    Sandbox sandbox = cluster.sandbox();
    List<Node> nodes = sandbox.client().nodes().list().getItems();
    out.printf(
        "Kaiwo sandbox is up: API server %s, %d simulated nodes (%d AMD GPUs, %d NVIDIA GPUs).%n",
        sandbox.masterUrl(),
        nodes.size(),
        sumAllocatable(nodes, "amd.com/gpu"),
        sumAllocatable(nodes, "nvidia.com/gpu"));
    out.println("OpenAI-compatible gateway: " + cluster.gatewayUrl());
    out.println(
        "GPU metrics (simulated exporter, read by kaiwo monitor and, every "
            + LocalCluster.MONITORING_INTERVAL.toSeconds()
            + " s, by the operator's idle-GPU check): "
            + cluster.metricsUrl());
    reach.lines().forEach(out::println);
    out.flush();
  }

  private static long sumAllocatable(List<Node> nodes, String resource) {
    return nodes.stream()
        .map(n -> n.getStatus().getAllocatable().get(resource))
        .filter(Objects::nonNull)
        .mapToLong(q -> q.getNumericalAmount().longValue())
        .sum();
  }
}
