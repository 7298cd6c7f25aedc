package ai.silogen.kaiwo.gateway;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.util.concurrent.CountDownLatch;

/**
 * Runs the gateway in a cluster: {@code java ... ai.silogen.kaiwo.gateway.GatewayMain [--flag=value
 * ...]}. Every flag also reads from an environment variable ({@code --autoscaler-mode} from {@code
 * KAIWO_GATEWAY_AUTOSCALER_MODE}); the namespace defaults to {@code POD_NAMESPACE}. The Kubernetes
 * client is configured the usual way (in-cluster service account, else kubeconfig). {@code --help}
 * lists the flags.
 */
public final class GatewayMain {
  private GatewayMain() {}

  public static void main(String[] args) throws InterruptedException {
    GatewayOptions options;
    try {
      options = GatewayFlags.parse(args, System.getenv());
    } catch (GatewayFlags.HelpRequested help) {
      System.out.println(GatewayFlags.usage());
      return;
    } catch (IllegalArgumentException e) {
      System.err.println("kaiwo-gateway: " + e.getMessage());
      System.err.println(GatewayFlags.usage());
      System.exit(2);
      return;
    }
    KubernetesClient client = new KubernetesClientBuilder().build();
    Gateway gateway = Gateway.start(options, client);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  gateway.close();
                  client.close();
                  stopped.countDown();
                },
                "kaiwo-gateway-shutdown"));
    stopped.await();
  }
}
