package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The HTTP client of one event loop: its connections live on that loop, as do the client
 * connections whose requests it forwards, so a request is relayed without any hand-over between
 * threads. Use it from its event loop only.
 */
public final class UpstreamClient implements AutoCloseable {
  /**
   * Idle connections are closed after this. Model servers close theirs too (vLLM's uvicorn after 5
   * s); closing first keeps a request from being sent on a connection the server is closing.
   */
  public static final Duration IDLE_TIMEOUT = Duration.ofSeconds(4);

  private final EventLoop eventLoop;
  private final Bootstrap bootstrap;
  private final int maxConnectionsPerEndpoint;
  private final int maxHeaderBytes;
  private final long idleTimeoutNanos;
  private final Map<UpstreamAddress, UpstreamPool> pools = new HashMap<>();
  private final ScheduledFuture<?> expiry;

  /**
   * A client on {@code eventLoop}, connecting with channels of {@code channelType} (which must suit
   * the loop, e.g. NIO channels on an NIO loop), with at most {@code maxConnectionsPerEndpoint}
   * connections to each model server, closing connections idle for {@code idleTimeout} (usually
   * {@link #IDLE_TIMEOUT}).
   */
  public UpstreamClient(
      EventLoop eventLoop,
      Class<? extends Channel> channelType,
      int maxConnectionsPerEndpoint,
      Duration connectTimeout,
      Duration idleTimeout,
      int maxHeaderBytes) {
    this.eventLoop = eventLoop;
    this.maxConnectionsPerEndpoint = maxConnectionsPerEndpoint;
    this.maxHeaderBytes = maxHeaderBytes;
    this.idleTimeoutNanos = idleTimeout.toNanos();
    this.bootstrap =
        new Bootstrap()
            .group(eventLoop)
            .channel(channelType)
            .option(ChannelOption.TCP_NODELAY, true)
            .option(ChannelOption.SO_KEEPALIVE, true)
            .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) connectTimeout.toMillis());
    this.expiry = eventLoop.scheduleAtFixedRate(this::expireIdle, 1, 1, TimeUnit.SECONDS);
  }

  /** Sends {@code request} to {@code address}; the answer goes to {@code listener}. */
  public UpstreamCall send(
      UpstreamAddress address, UpstreamRequest request, UpstreamListener listener) {
    UpstreamPool pool =
        pools.computeIfAbsent(
            address,
            key ->
                new UpstreamPool(
                    bootstrap, key, maxConnectionsPerEndpoint, idleTimeoutNanos, maxHeaderBytes));
    UpstreamCall call = new UpstreamCall(pool, request, listener);
    pool.send(call);
    return call;
  }

  private void expireIdle() {
    long now = System.nanoTime();
    // Pods come and go: a pool with nothing open and nobody waiting is dropped.
    pools.values().removeIf(pool -> pool.expireIdle(now));
  }

  /** Closes the idle connections; busy ones end with their requests. */
  @Override
  public void close() {
    expiry.cancel(false);
    if (eventLoop.inEventLoop()) {
      closeIdle();
    } else {
      eventLoop.execute(this::closeIdle);
    }
  }

  private void closeIdle() {
    pools.values().forEach(UpstreamPool::closeAll);
    pools.clear();
  }
}
