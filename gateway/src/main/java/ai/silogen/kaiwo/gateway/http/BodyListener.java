package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;

/** Receives a request body as the codec decodes it. */
public interface BodyListener {

  /**
   * A piece of the body. It is released when this returns: retain it (and release it later) to keep
   * it.
   */
  void chunk(ByteBuf chunk);

  /** The body is complete. */
  void end();

  /** The connection closed before the body was complete. */
  void aborted();
}
