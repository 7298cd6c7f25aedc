package ai.silogen.kaiwo.cli.portforward;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;

/**
 * Forwards a local port to an address this machine can reach directly, copying bytes both ways per
 * connection. Used for sandbox pods, whose servers listen on loopback in this machine's network.
 */
final class LoopbackForwarder implements AutoCloseable {
  private final ServerSocket server;
  private final SocketAddress target;

  private LoopbackForwarder(ServerSocket server, SocketAddress target) {
    this.server = server;
    this.target = target;
  }

  /** Listens on {@code address:localPort} (0: any free port) and forwards to {@code target}. */
  static LoopbackForwarder start(InetAddress address, int localPort, InetSocketAddress target)
      throws IOException {
    ServerSocket server = new ServerSocket(localPort, 50, address);
    LoopbackForwarder forwarder = new LoopbackForwarder(server, target);
    Thread.ofVirtual().name("kaiwo-port-forward").start(forwarder::acceptLoop);
    return forwarder;
  }

  int localPort() {
    return server.getLocalPort();
  }

  private void acceptLoop() {
    while (!server.isClosed()) {
      try {
        Socket client = server.accept();
        Thread.ofVirtual().start(() -> connect(client));
      } catch (IOException e) {
        return;
      }
    }
  }

  private void connect(Socket client) {
    try (client;
        Socket upstream = new Socket()) {
      upstream.connect(target, 5_000);
      Thread up = Thread.ofVirtual().start(() -> pump(client, upstream));
      pump(upstream, client);
      up.join();
    } catch (IOException e) {
      // The upstream refused or a side closed: this connection is over.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void pump(Socket from, Socket to) {
    try {
      InputStream in = from.getInputStream();
      OutputStream out = to.getOutputStream();
      in.transferTo(out);
      to.shutdownOutput();
    } catch (IOException e) {
      // One side went away; the other direction ends on its own.
    }
  }

  @Override
  public void close() throws IOException {
    server.close();
  }
}
