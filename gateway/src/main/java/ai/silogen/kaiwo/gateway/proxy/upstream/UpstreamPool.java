package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import java.util.ArrayDeque;

/**
 * The connections of one event loop to one model server: at most {@code maxConnections} open, idle
 * ones reused newest first (the warmest, and the oldest can then expire), and calls queued in order
 * while all are busy. Runs on its event loop only.
 */
final class UpstreamPool {
  private final Bootstrap bootstrap;
  private final UpstreamAddress address;
  private final int maxConnections;
  private final long idleTimeoutNanos;
  private final ConnectionCounters counters;
  private final ArrayDeque<UpstreamConnection> idle = new ArrayDeque<>();
  private final ArrayDeque<UpstreamCall> waiting = new ArrayDeque<>();
  private int open; // connecting, busy and idle

  UpstreamPool(
      Bootstrap template,
      UpstreamAddress address,
      int maxConnections,
      long idleTimeoutNanos,
      int maxHeaderBytes,
      ConnectionCounters counters) {
    this.address = address;
    this.counters = counters;
    this.maxConnections = maxConnections;
    this.idleTimeoutNanos = idleTimeoutNanos;
    this.bootstrap =
        template
            .clone()
            .handler(
                new ChannelInitializer<>() {
                  @Override
                  protected void initChannel(Channel channel) {
                    channel
                        .pipeline()
                        .addLast(new UpstreamConnection(UpstreamPool.this, maxHeaderBytes));
                  }
                });
  }

  void send(UpstreamCall call) {
    UpstreamConnection newest;
    long now = System.nanoTime();
    while ((newest = idle.pollLast()) != null) {
      if (newest.idleFor(idleTimeoutNanos, now)) {
        // The sweep has not reached it yet, and the model server may be closing it right now. The
        // other idle connections are older still: they are left to the sweep, which closes a few
        // at a time, rather than all closed on this request's turn. Closing this one makes room
        // for the call if the pool is full.
        newest.close();
        break;
      }
      if (newest.isActive()) {
        newest.start(call);
        return;
      }
    }
    if (open < maxConnections) {
      connect(call);
    } else {
      waiting.addLast(call);
    }
  }

  private void connect(UpstreamCall call) {
    open++;
    ChannelFuture connecting = bootstrap.connect(address.host(), address.port());
    connecting.addListener(
        done -> {
          if (!done.isSuccess()) {
            open--;
            call.failed(done.cause());
            connectForNextWaiting();
            return;
          }
          counters.opened().run();
          UpstreamConnection connection =
              connecting.channel().pipeline().get(UpstreamConnection.class);
          if (call.isDone()) {
            release(connection); // aborted while connecting: someone else can use it
          } else {
            connection.start(call);
          }
        });
  }

  /** An answered connection: the next waiting call gets it, or it waits for one. */
  void release(UpstreamConnection connection) {
    UpstreamCall next = waiting.pollFirst();
    if (next != null) {
      connection.start(next);
    } else {
      connection.idleSince(System.nanoTime());
      idle.addLast(connection);
    }
  }

  void closed(UpstreamConnection connection) {
    counters.closed().run();
    open--;
    idle.remove(connection);
    connectForNextWaiting();
  }

  void cancel(UpstreamCall call) {
    waiting.remove(call);
  }

  private void connectForNextWaiting() {
    if (open < maxConnections && !waiting.isEmpty()) {
      connect(waiting.pollFirst());
    }
  }

  /**
   * Closes up to {@code maxCloses} of the connections idle for the timeout at {@code nowNanos},
   * oldest first; returns how many it closed.
   */
  int closeExpired(long nowNanos, int maxCloses) {
    int closed = 0;
    UpstreamConnection oldest;
    while (closed < maxCloses
        && (oldest = idle.peekFirst()) != null
        && oldest.idleFor(idleTimeoutNanos, nowNanos)) {
      idle.removeFirst();
      oldest.close();
      closed++;
    }
    return closed;
  }

  /** Nothing open and nobody waiting: the pool can be dropped. */
  boolean isUnused() {
    return open == 0 && waiting.isEmpty();
  }

  void closeAll() {
    idle.forEach(UpstreamConnection::close);
    idle.clear();
  }
}
