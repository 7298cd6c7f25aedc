package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.http.NettyHttpServer;
import ai.silogen.kaiwo.gateway.proxy.upstream.ConnectionCounters;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The gateway's HTTP server: {@link ServerSettings#eventLoops()} event loops, each with its own
 * upstream HTTP client.
 */
public final class GatewayServer implements AutoCloseable {
  /** Model servers' response heads may be larger than what clients may send us. */
  private static final int MAX_UPSTREAM_HEADER_BYTES = 64 * 1024;

  private final NettyHttpServer server;
  private final List<UpstreamClient> clients;

  private GatewayServer(NettyHttpServer server, List<UpstreamClient> clients) {
    this.server = server;
    this.clients = clients;
  }

  /**
   * Binds the server and returns it listening, serving every endpoint.
   *
   * @throws IllegalStateException when the address cannot be bound
   */
  public static GatewayServer start(ServerSettings settings, GatewayHandlers handlers) {
    return start(settings, handlers, Listener.ALL);
  }

  /**
   * Binds the server and returns it listening, serving the endpoints of {@code listener}.
   *
   * @throws IllegalStateException when the address cannot be bound
   */
  public static GatewayServer start(
      ServerSettings settings, GatewayHandlers handlers, Listener listener) {
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(handlers, "handlers");
    Objects.requireNonNull(listener, "listener");
    // Filled while binding, on this thread (one client per event loop).
    List<UpstreamClient> clients = new ArrayList<>();
    ConnectionCounters connections =
        new ConnectionCounters(
            handlers.metrics()::upstreamConnectionOpened,
            handlers.metrics()::upstreamConnectionClosed);
    NettyHttpServer server =
        NettyHttpServer.bind(
            settings.host(),
            settings.port(),
            settings.eventLoops(),
            settings.maxHeaderBytes(),
            settings.clientIdleTimeout(),
            settings.clientBodyTimeout(),
            loop -> {
              UpstreamClient client =
                  new UpstreamClient(
                      loop,
                      NettyHttpServer.clientChannelType(),
                      settings.maxConnectionsPerEndpoint(),
                      settings.connectTimeout(),
                      UpstreamClient.IDLE_TIMEOUT,
                      MAX_UPSTREAM_HEADER_BYTES,
                      connections);
              clients.add(client);
              return new GatewayDispatcher(handlers, client, listener);
            });
    return new GatewayServer(server, clients);
  }

  /** The bound port. */
  public int port() {
    return server.port();
  }

  /** Stops listening and closes all connections, the upstream ones too. */
  @Override
  public void close() {
    clients.forEach(UpstreamClient::close);
    server.close();
  }
}
