package ai.silogen.kaiwo.gateway.server;

import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The gateway's HTTP server: {@link ServerSettings#eventLoops()} server instances sharing one port,
 * each with its own upstream HTTP client.
 */
public final class GatewayServer {
  /** Vert.x shares a random port between instances listening on the same negative "port". */
  private static final AtomicInteger SHARED_RANDOM_PORTS = new AtomicInteger();

  private final Vertx vertx;
  private final String deploymentId;
  private final int port;

  private GatewayServer(Vertx vertx, String deploymentId, int port) {
    this.vertx = vertx;
    this.deploymentId = deploymentId;
    this.port = port;
  }

  /** Binds the server; completes with it once every instance listens. */
  public static Future<GatewayServer> start(
      Vertx vertx, ServerSettings settings, GatewayHandlers handlers) {
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(handlers, "handlers");
    int listenPort =
        settings.port() == 0 ? -(1 + SHARED_RANDOM_PORTS.getAndIncrement()) : settings.port();
    AtomicReference<GatewayVerticle> first = new AtomicReference<>();
    return vertx
        .deployVerticle(
            () -> {
              GatewayVerticle verticle = new GatewayVerticle(settings, listenPort, handlers);
              first.compareAndSet(null, verticle);
              return verticle;
            },
            new DeploymentOptions().setInstances(settings.eventLoops()))
        .map(id -> new GatewayServer(vertx, id, first.get().actualPort()));
  }

  /** The bound port. */
  public int port() {
    return port;
  }

  /** Stops listening and closes the upstream connections. */
  public Future<Void> stop() {
    return vertx.undeploy(deploymentId);
  }
}
