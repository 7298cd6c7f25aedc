package ai.silogen.kaiwo.cli.operator;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UntilStopped;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.health.OperatorProcess;
import ai.silogen.kaiwo.operator.monitoring.ResourceMonitoring;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code kaiwo operator}: run the Kaiwo controllers against the cluster of the current kubeconfig.
 * It finds its cluster like every other command (so also a running sandbox), and like {@code kaiwo
 * gateway} it keeps the client's default retries: it runs for days.
 */
@Command(
    name = "operator",
    mixinStandardHelpOptions = true,
    description = {
      "Run the Kaiwo operator against the cluster of the current kubeconfig (in-cluster config when deployed).",
      "This is what the operator Deployment runs; 'kaiwo sandbox' starts one for you."
    },
    footer = {
      "",
      "Examples:",
      "  # what the operator Deployment runs (two replicas, one reconciling at a time)",
      "  kaiwo operator --leader-elect",
      "  # against a development cluster, health and metrics on a free port",
      "  kaiwo operator --context kind-dev --health-port 0",
      "",
      "The CRDs must be installed first: kubectl apply --server-side -f deploy/crds/",
      "",
      "GPU underutilisation monitoring (docs/resource-monitoring.md) is configured as",
      "in the original, through the environment: RESOURCE_MONITORING_ENABLED=true,",
      "RESOURCE_MONITORING_METRICS_ENDPOINT=<exporter /metrics URL> and",
      "RESOURCE_MONITORING_POLLING_INTERVAL=<duration, default 30s>."
    })
public final class OperatorCommand implements Callable<Integer> {

  @Option(
      names = "--leader-elect",
      description = "Reconcile only while holding the Lease kaiwo-operator (for several replicas).")
  boolean leaderElect;

  @Option(
      names = "--lease-namespace",
      paramLabel = "NAMESPACE",
      description = "Namespace of the leader-election Lease (default: ${DEFAULT-VALUE}).")
  String leaseNamespace = "kaiwo-system";

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Concurrent reconciliations per controller (default: ${DEFAULT-VALUE}).")
  int threads = 4;

  @Option(
      names = "--health-port",
      paramLabel = "PORT",
      description =
          "Port of /healthz, /readyz and /metrics (Prometheus); 0 picks a free port (default:"
              + " ${DEFAULT-VALUE}).")
  int healthPort = 8081;

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  OperatorCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws InterruptedException {
    OperatorOptions options =
        new OperatorOptions(threads, leaderElect, leaseNamespace)
            .withResourceMonitoring(resourceMonitoring());
    Connection connection = Connections.openForServer(context, cluster);
    OperatorProcess operator =
        connection.startOrClose(client -> OperatorProcess.start(client, options, healthPort));
    context
        .out()
        .printf(
            "Kaiwo operator running against %s; health and metrics on port %d%n",
            connection.client().getMasterUrl(), operator.healthPort());
    context.out().flush();
    new UntilStopped(List.of(connection, operator)).await();
    return ExitCodes.OK;
  }

  /** The RESOURCE_MONITORING_* environment, checked before anything connects. */
  private ResourceMonitoring resourceMonitoring() {
    try {
      return ResourceMonitoring.fromEnvironment(context::getenv);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage(), "see 'kaiwo operator --help'", ExitCodes.USAGE);
    }
  }
}
