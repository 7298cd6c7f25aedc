package ai.silogen.kaiwo.gateway.server;

import java.time.Duration;
import java.util.Objects;

/**
 * Network settings of the gateway's HTTP server and of its connections to model servers.
 *
 * @param host the address to bind, e.g. {@code 0.0.0.0}
 * @param port the port to bind, 0 for any free port
 * @param eventLoops event loops (and server instances) handling connections
 * @param maxHeaderBytes larger request heads are refused with 431 (414 for the request line)
 * @param maxConnectionsPerEndpoint keep-alive connections per model server and event loop
 * @param connectTimeout how long connecting to a model server may take before it counts as a
 *     connection error (and the request is retried elsewhere)
 * @param clientIdleTimeout client connections with no request in progress for this long are closed;
 *     zero: never
 * @param clientBodyTimeout the longest time between two reads of a request body; past it the
 *     request gets 408 (if nothing was answered yet) and its connection closes; zero: no limit
 */
public record ServerSettings(
    String host,
    int port,
    int eventLoops,
    int maxHeaderBytes,
    int maxConnectionsPerEndpoint,
    Duration connectTimeout,
    Duration clientIdleTimeout,
    Duration clientBodyTimeout) {

  public ServerSettings {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(connectTimeout, "connectTimeout");
    Objects.requireNonNull(clientIdleTimeout, "clientIdleTimeout");
    Objects.requireNonNull(clientBodyTimeout, "clientBodyTimeout");
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port must be in [0, 65535], got " + port);
    }
    if (eventLoops < 1 || maxHeaderBytes < 1024 || maxConnectionsPerEndpoint < 1) {
      throw new IllegalArgumentException(
          "eventLoops and maxConnectionsPerEndpoint must be positive, maxHeaderBytes >= 1024");
    }
  }
}
