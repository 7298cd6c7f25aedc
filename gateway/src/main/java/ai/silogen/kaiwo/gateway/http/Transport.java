package ai.silogen.kaiwo.gateway.http;

import io.netty.channel.Channel;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.concurrent.ThreadFactory;

/**
 * The socket layer under the event loops. Netty's native epoll transport where it loads (Linux on
 * x86-64): it skips the JDK selector's bookkeeping on every wake-up, which at small requests is a
 * measurable part of the gateway's own CPU time (bench/README.md). The JDK's NIO elsewhere, or when
 * {@value #PROPERTY}{@code =nio} asks for it.
 */
public enum Transport {
  EPOLL,
  NIO;

  /** System property that selects the transport: {@code nio} or {@code auto} (the default). */
  public static final String PROPERTY = "kaiwo.gateway.transport";

  /** The transport this process uses. */
  public static Transport current() {
    return choose(System.getProperty(PROPERTY, "auto"), Epoll.isAvailable());
  }

  static Transport choose(String requested, boolean epollLoads) {
    return switch (requested) {
      case "nio" -> NIO;
      case "auto" -> epollLoads ? EPOLL : NIO;
      default ->
          throw new IllegalArgumentException(
              PROPERTY + " must be auto or nio, not \"" + requested + "\"");
    };
  }

  /** What {@link #current()} chose and, for NIO, why: for the gateway's start-up log. */
  public static String describeCurrent() {
    if (current() == EPOLL) {
      return "Netty's native epoll transport";
    }
    return Epoll.isAvailable()
        ? "the JDK's NIO (" + PROPERTY + "=nio)"
        : "the JDK's NIO (epoll unavailable: " + Epoll.unavailabilityCause() + ")";
  }

  EventLoopGroup newGroup(int threads, ThreadFactory threadFactory) {
    return this == EPOLL
        ? new EpollEventLoopGroup(threads, threadFactory)
        : new NioEventLoopGroup(threads, threadFactory);
  }

  Class<? extends ServerChannel> serverChannelType() {
    return this == EPOLL ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
  }

  /** For connections this process opens from the event loops of {@link #newGroup}. */
  public Class<? extends Channel> clientChannelType() {
    return this == EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
  }
}
