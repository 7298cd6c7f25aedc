package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.HashMap;
import java.util.Iterator;
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

  /**
   * Expired connections are closed a few at a time, this often. A burst of load leaves many
   * connections that go idle together, and each close holds the event loop for about 0.1 ms (on
   * loopback the peer's FIN handling runs in the same system call). Measured in the overhead
   * benchmark: one sweep that closed 27 held the loop for 2 ms, and every request arriving then
   * waited for it; a sweep of two takes 0.2–0.3 ms.
   */
  static final Duration SWEEP_INTERVAL = Duration.ofMillis(50);

  /** At most this many connections are closed per sweep, 40 a second. */
  static final int MAX_CLOSES_PER_SWEEP = 2;

  private final EventLoop eventLoop;
  private final Bootstrap bootstrap;
  private final int maxConnectionsPerEndpoint;
  private final int maxHeaderBytes;
  private final long idleTimeoutNanos;
  private final ConnectionCounters counters;
  private final Map<UpstreamAddress, UpstreamPool> pools = new HashMap<>();
  private final ScheduledFuture<?> expiry;

  /**
   * A client on {@code eventLoop}, connecting with channels of {@code channelType} (which must suit
   * the loop, e.g. NIO channels on an NIO loop), with at most {@code maxConnectionsPerEndpoint}
   * connections to each model server, closing connections idle for {@code idleTimeout} (usually
   * {@link #IDLE_TIMEOUT}), and reporting connections opened and closed to {@code counters}.
   */
  public UpstreamClient(
      EventLoop eventLoop,
      Class<? extends Channel> channelType,
      int maxConnectionsPerEndpoint,
      Duration connectTimeout,
      Duration idleTimeout,
      int maxHeaderBytes,
      ConnectionCounters counters) {
    this.eventLoop = eventLoop;
    this.counters = counters;
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
    long sweepNanos = SWEEP_INTERVAL.toNanos();
    this.expiry =
        eventLoop.scheduleWithFixedDelay(
            this::expireIdle, sweepNanos, sweepNanos, TimeUnit.NANOSECONDS);
  }

  /** Sends {@code request} to {@code address}; the answer goes to {@code listener}. */
  public UpstreamCall send(
      UpstreamAddress address, UpstreamRequest request, UpstreamListener listener) {
    UpstreamPool pool =
        pools.computeIfAbsent(
            address,
            key ->
                new UpstreamPool(
                    bootstrap,
                    key,
                    maxConnectionsPerEndpoint,
                    idleTimeoutNanos,
                    maxHeaderBytes,
                    counters));
    UpstreamCall call = new UpstreamCall(pool, request, listener);
    pool.send(call);
    return call;
  }

  private void expireIdle() {
    long now = System.nanoTime();
    int closes = MAX_CLOSES_PER_SWEEP;
    for (Iterator<UpstreamPool> each = pools.values().iterator(); each.hasNext(); ) {
      UpstreamPool pool = each.next();
      closes -= pool.closeExpired(now, closes);
      if (pool.isUnused()) {
        each.remove(); // pods come and go
      }
    }
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
