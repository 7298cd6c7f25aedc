package ai.silogen.kaiwo.gateway.http;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpRequestDecoder;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.EventExecutor;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * An HTTP/1.1 server on Netty: {@code eventLoops} threads, each serving its connections with its
 * own {@link HttpHandler}, so that everything a request touches can stay on one thread.
 */
public final class NettyHttpServer implements AutoCloseable {
  /** Bodies are handed over in pieces of at most this size. */
  private static final int MAX_CHUNK_BYTES = 64 * 1024;

  private final EventLoopGroup group;
  private final Channel listener;

  private NettyHttpServer(EventLoopGroup group, Channel listener) {
    this.group = group;
    this.listener = listener;
  }

  /**
   * Binds {@code host:port} (0: any free port) and serves until {@link #close()}.
   *
   * @param maxHeaderBytes larger header sections fail to decode ({@link HttpHandler#malformed})
   * @param idleTimeout a connection with no request in progress for this long is closed (a request
   *     is in progress from its head to the end of its response); zero: never
   * @param bodyTimeout the longest time between two reads of a request body; past it, the request
   *     ends ({@link BodyListener#timedOut}) and the connection closes; zero: no limit
   * @param handlerForLoop called once per event loop, before the first connection
   * @throws IllegalStateException when the address cannot be bound
   */
  public static NettyHttpServer bind(
      String host,
      int port,
      int eventLoops,
      int maxHeaderBytes,
      Duration idleTimeout,
      Duration bodyTimeout,
      Function<EventLoop, HttpHandler> handlerForLoop) {
    EventLoopGroup group =
        new NioEventLoopGroup(eventLoops, new DefaultThreadFactory("kaiwo-gateway", true));
    Map<EventExecutor, HttpHandler> handlers = new IdentityHashMap<>();
    try {
      for (EventExecutor loop : group) {
        handlers.put(loop, handlerForLoop.apply((EventLoop) loop));
      }
      ServerBootstrap bootstrap =
          new ServerBootstrap()
              .group(group)
              .channel(NioServerSocketChannel.class)
              .childOption(ChannelOption.TCP_NODELAY, true)
              .childHandler(
                  new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel channel) {
                      channel
                          .pipeline()
                          .addLast(
                              new RequestDecoder(
                                  Math.max(4096, maxHeaderBytes), maxHeaderBytes, MAX_CHUNK_BYTES))
                          .addLast(
                              new ServerConnection(
                                  handlers.get(channel.eventLoop()),
                                  idleTimeout.toNanos(),
                                  bodyTimeout));
                    }
                  });
      ChannelFuture bound = bootstrap.bind(host, port).awaitUninterruptibly();
      if (!bound.isSuccess()) {
        throw new IllegalStateException(
            "cannot listen on " + host + ":" + port + ": " + bound.cause(), bound.cause());
      }
      return new NettyHttpServer(group, bound.channel());
    } catch (RuntimeException e) {
      group.shutdownGracefully(0, 0, TimeUnit.SECONDS);
      throw e;
    }
  }

  /**
   * Netty's request decoder, except that a request with both {@code Transfer-Encoding: chunked} and
   * {@code Content-Length} keeps its {@code Content-Length} (Netty drops it and reads the body as
   * chunked), so that {@link RequestFraming} sees both and refuses the request.
   */
  private static final class RequestDecoder extends HttpRequestDecoder {
    RequestDecoder(int maxInitialLineLength, int maxHeaderSize, int maxChunkSize) {
      super(maxInitialLineLength, maxHeaderSize, maxChunkSize);
    }

    @Override
    protected void handleTransferEncodingChunkedWithContentLength(HttpMessage message) {
      // The body is still read as chunked: the answer's lingering close drops it.
    }
  }

  /** The channel type for client connections made from this server's event loops. */
  public static Class<? extends Channel> clientChannelType() {
    return NioSocketChannel.class;
  }

  /** The bound port. */
  public int port() {
    return ((InetSocketAddress) listener.localAddress()).getPort();
  }

  /**
   * Stops listening and stops the event loops after they have run the tasks already submitted (e.g.
   * closing upstream connections); open connections are closed.
   */
  @Override
  public void close() {
    listener.close().syncUninterruptibly();
    group.shutdownGracefully(0, 5, TimeUnit.SECONDS).syncUninterruptibly();
  }
}
