package ai.silogen.kaiwo.cli.operator;

import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.health.OperatorProcess;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code kaiwo operator}: run the Kaiwo controllers against the cluster of the current kubeconfig.
 */
@Command(
    name = "operator",
    mixinStandardHelpOptions = true,
    description = {
      "Run the Kaiwo operator against the cluster of the current kubeconfig (in-cluster config when deployed).",
      "This is what the operator Deployment runs; 'kaiwo sandbox' starts one for you."
    })
public final class OperatorCommand implements Callable<Integer> {

  @Option(
      names = "--leader-elect",
      description = "Reconcile only while holding the Lease kaiwo-operator (for several replicas).")
  boolean leaderElect;

  @Option(
      names = "--lease-namespace",
      description = "Namespace of the leader-election Lease (default: ${DEFAULT-VALUE}).")
  String leaseNamespace = "kaiwo-system";

  @Option(
      names = "--threads",
      description = "Concurrent reconciliations per controller (default: ${DEFAULT-VALUE}).")
  int threads = 4;

  @Option(
      names = "--health-port",
      description =
          "Port of /healthz, /readyz and /metrics (Prometheus); 0 picks a free port (default:"
              + " ${DEFAULT-VALUE}).")
  int healthPort = 8081;

  @Override
  public Integer call() throws InterruptedException {
    KubernetesClient client = new KubernetesClientBuilder().build();
    OperatorProcess operator =
        OperatorProcess.start(
            client, new OperatorOptions(threads, leaderElect, leaseNamespace), healthPort);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  operator.close();
                  client.close();
                  stopped.countDown();
                }));
    System.out.println(
        "Kaiwo operator running against "
            + client.getMasterUrl()
            + "; health and metrics on port "
            + operator.healthPort());
    stopped.await();
    return 0;
  }
}
