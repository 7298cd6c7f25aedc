package ai.silogen.kaiwo.gateway.scaling;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.extended.leaderelection.LeaderCallbacks;
import io.fabric8.kubernetes.client.extended.leaderelection.LeaderElectionConfig;
import io.fabric8.kubernetes.client.extended.leaderelection.LeaderElectionConfigBuilder;
import io.fabric8.kubernetes.client.extended.leaderelection.resourcelock.LeaseLock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the autoscaler only on the gateway replica holding a {@code coordination.k8s.io} Lease, so
 * replicas do not fight over {@code /scale}. Leadership that is lost is sought again, as KubeAI's
 * elector restarts. The Lease is released on close so that another replica takes over at once.
 */
public final class AutoscalerLeadership implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(AutoscalerLeadership.class);

  private final KubernetesClient client;
  private final LeaderElectionConfig config;
  private final ScheduledExecutorService restarts =
      Executors.newSingleThreadScheduledExecutor(
          runnable ->
              Thread.ofPlatform().daemon().name("kaiwo-gateway-leader").unstarted(runnable));
  private volatile boolean closed;
  private volatile CompletableFuture<?> running;

  /**
   * @param leaseDuration how long a leader's claim lasts without renewal (KubeAI: 15 s)
   * @param renewDeadline how long the leader keeps trying to renew (10 s)
   * @param retryPeriod how often candidates try to acquire (2 s)
   */
  public AutoscalerLeadership(
      KubernetesClient client,
      String namespace,
      String leaseName,
      String identity,
      Duration leaseDuration,
      Duration renewDeadline,
      Duration retryPeriod,
      AutoscalerLoop loop) {
    this.client = Objects.requireNonNull(client, "client");
    Objects.requireNonNull(loop, "loop");
    this.config =
        new LeaderElectionConfigBuilder()
            .withName("kaiwo-gateway-autoscaler")
            .withLock(new LeaseLock(namespace, leaseName, identity))
            .withLeaseDuration(leaseDuration)
            .withRenewDeadline(renewDeadline)
            .withRetryPeriod(retryPeriod)
            .withReleaseOnCancel(true)
            .withLeaderCallbacks(
                new LeaderCallbacks(
                    loop::startLeading,
                    loop::stopLeading,
                    leader -> LOG.info("autoscaler leader is now {}", leader)))
            .build();
  }

  /** Starts seeking leadership in the background. */
  public void start() {
    elect();
  }

  private void elect() {
    if (closed) {
      return;
    }
    CompletableFuture<?> election = client.leaderElector().withConfig(config).build().start();
    running = election;
    election.whenComplete(
        (ignored, failure) -> {
          if (!closed) {
            restarts.schedule(
                this::elect, config.getRetryPeriod().toMillis(), TimeUnit.MILLISECONDS);
          }
        });
  }

  @Override
  public void close() {
    closed = true;
    CompletableFuture<?> election = running;
    if (election != null) {
      election.cancel(true);
    }
    restarts.shutdownNow();
  }
}
