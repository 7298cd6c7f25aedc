package ai.silogen.kaiwo.gateway;

import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.scaling.ActiveRequestSource;
import ai.silogen.kaiwo.gateway.scaling.AutoscalerLeadership;
import ai.silogen.kaiwo.gateway.scaling.AutoscalerLoop;
import ai.silogen.kaiwo.gateway.scaling.AutoscalerSettings;
import ai.silogen.kaiwo.gateway.scaling.AutoscalerStateStore;
import ai.silogen.kaiwo.gateway.scaling.ConfigMapStateStore;
import ai.silogen.kaiwo.gateway.scaling.LocalActiveRequests;
import ai.silogen.kaiwo.gateway.scaling.ModelScaler;
import ai.silogen.kaiwo.gateway.scaling.PeerActiveRequests;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * Builds the autoscaler loop from the options: where the active requests come from, where the state
 * is kept, and whether it waits for a Lease.
 */
final class AutoscalerWiring {
  private static final Duration SCRAPE_TIMEOUT = Duration.ofSeconds(3);

  private AutoscalerWiring() {}

  /** Starts the loop (at once, or when elected) and returns what stops it. */
  static AutoCloseable start(
      GatewayOptions options,
      KubernetesClient client,
      ModelCatalog catalog,
      LoadBalancer loadBalancer,
      GatewayMetrics metrics,
      ModelScaler scaler,
      IntSupplier port) {
    AutoscalerSettings settings =
        AutoscalerSettings.defaults(options.autoscalerMode())
            .withInterval(options.autoscalerTick())
            .withKubeAiTimeWindow(options.kubeAiTimeWindow());
    AutoscalerStateStore store =
        options.stateConfigMap() == null
            ? AutoscalerStateStore.NONE
            : new ConfigMapStateStore(client, options.namespace(), options.stateConfigMap());
    AutoscalerLoop loop =
        new AutoscalerLoop(
            settings,
            options.namespace(),
            catalog,
            loadBalancer,
            activeRequests(options, client, metrics, port),
            scaler,
            store,
            Clock.systemUTC());
    if (!options.leaderElection()) {
      loop.startLeading();
      return loop;
    }
    AutoscalerLeadership leadership =
        new AutoscalerLeadership(
            client,
            options.namespace(),
            options.leaseName(),
            options.identity(),
            Duration.ofSeconds(15),
            Duration.ofSeconds(10),
            Duration.ofSeconds(2),
            loop);
    leadership.start();
    return () -> {
      leadership.close();
      loop.close();
    };
  }

  private static ActiveRequestSource activeRequests(
      GatewayOptions options, KubernetesClient client, GatewayMetrics metrics, IntSupplier port) {
    if (!options.peerAddresses().isEmpty()) {
      return new PeerActiveRequests(options::peerAddresses, SCRAPE_TIMEOUT);
    }
    if (options.peerSelector() != null) {
      return new PeerActiveRequests(
          () -> readyPeers(client, options.namespace(), options.peerSelector(), port.getAsInt()),
          SCRAPE_TIMEOUT);
    }
    return new LocalActiveRequests(metrics);
  }

  /** {@code podIP:port} of the Ready gateway pods matching {@code selector}. */
  private static List<String> readyPeers(
      KubernetesClient client, String namespace, String selector, int port) {
    return client
        .pods()
        .inNamespace(namespace)
        .withLabelSelector(selector)
        .list()
        .getItems()
        .stream()
        .filter(AutoscalerWiring::ready)
        .map(pod -> pod.getStatus().getPodIP() + ":" + port)
        .toList();
  }

  private static boolean ready(Pod pod) {
    return pod.getStatus() != null
        && pod.getStatus().getPodIP() != null
        && pod.getStatus().getConditions() != null
        && pod.getStatus().getConditions().stream()
            .anyMatch(c -> "Ready".equals(c.getType()) && "True".equals(c.getStatus()));
  }
}
