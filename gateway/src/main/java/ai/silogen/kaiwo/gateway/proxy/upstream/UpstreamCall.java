package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.HttpResponse;

/**
 * One request to a model server, from waiting for a connection to the end of its answer. Not
 * thread-safe: it lives on the event loop it was sent from, as do its listener's callbacks.
 * Whatever way it ends (answered, failed, aborted), its listener hears of it at most once and the
 * connection is either back in its pool or closed.
 */
public final class UpstreamCall {
  private final UpstreamPool pool;
  private final UpstreamRequest request;
  private final UpstreamListener listener;
  private UpstreamConnection connection;
  private boolean done;

  UpstreamCall(UpstreamPool pool, UpstreamRequest request, UpstreamListener listener) {
    this.pool = pool;
    this.request = request;
    this.listener = listener;
  }

  /** Stops reading the answer until {@link #resume}: the client cannot take more yet. */
  public void pause() {
    if (connection != null) {
      connection.autoRead(false);
    }
  }

  public void resume() {
    if (connection != null) {
      connection.autoRead(true);
    }
  }

  /**
   * Gives up on the call (the client left): a waiting call leaves the queue, a running one closes
   * its connection so the model server stops working for nobody. The listener hears nothing more.
   */
  public void abort() {
    if (done) {
      return;
    }
    done = true;
    if (connection != null) {
      connection.close();
    } else {
      pool.cancel(this);
    }
  }

  /** Whether the listener has heard the end, a failure, or the call was aborted. */
  public boolean isDone() {
    return done;
  }

  UpstreamRequest request() {
    return request;
  }

  void attach(UpstreamConnection connection) {
    this.connection = connection;
  }

  void head(HttpResponse response, boolean chunked) {
    if (!done) {
      listener.head(response, chunked);
    }
  }

  void content(ByteBuf content) {
    if (!done) {
      listener.content(content);
    }
  }

  void readComplete() {
    if (!done) {
      listener.readComplete();
    }
  }

  void end() {
    if (!done) {
      done = true;
      connection = null;
      listener.end();
    }
  }

  void failed(Throwable cause) {
    if (!done) {
      done = true;
      connection = null;
      listener.failed(cause);
    }
  }
}
