package ai.silogen.kaiwo.cli.operator;

import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorOptions;
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
      description = "Hold a Lease before reconciling (for several replicas).")
  boolean leaderElect;

  @Option(
      names = "--lease-namespace",
      description = "Namespace of the leader-election Lease (default: ${DEFAULT-VALUE}).")
  String leaseNamespace = "kaiwo-system";

  @Option(
      names = "--threads",
      description = "Concurrent reconciliations per controller (default: ${DEFAULT-VALUE}).")
  int threads = 4;

  @Override
  public Integer call() throws InterruptedException {
    KubernetesClient client = new KubernetesClientBuilder().build();
    KaiwoOperator operator =
        KaiwoOperator.create(client, new OperatorOptions(threads, leaderElect, leaseNamespace))
            .start();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  operator.close();
                  client.close();
                  stopped.countDown();
                }));
    System.out.println("Kaiwo operator running against " + client.getMasterUrl());
    stopped.await();
    return 0;
  }
}
