package ai.silogen.kaiwo.sandbox.server;

import io.fabric8.mockwebserver.http.MockResponse;

/**
 * A response whose body is produced over time (e.g. {@code pods/log?follow=true}); the HTTP
 * transport sends it chunked and hands the producer a sink.
 */
public final class StreamingResponse extends MockResponse {

  /** Where a producer writes; thread-safe. */
  public interface Sink {
    /** Sends a piece of body; ignored after the client went away. */
    void write(String text);

    /** Ends the response. */
    void end();

    /** True once the client disconnected or the response ended. */
    boolean isClosed();
  }

  /** Produces the body; must not block the calling thread. */
  @FunctionalInterface
  public interface Producer {
    void start(Sink sink);
  }

  private final Producer producer;

  public StreamingResponse(int code, String contentType, Producer producer) {
    this.producer = producer;
    setResponseCode(code);
    setHeader("Content-Type", contentType);
  }

  public Producer producer() {
    return producer;
  }
}
