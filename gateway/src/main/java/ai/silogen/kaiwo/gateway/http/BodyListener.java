package ai.silogen.kaiwo.gateway.http;

import io.netty.buffer.ByteBuf;
import java.time.Duration;

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

  /**
   * No byte of the body arrived for {@code timeout} (the server's body-read timeout): let go of the
   * body, and answer if the response has not started. The connection closes after that answer, or
   * at once; {@link #aborted} is not called then.
   */
  void timedOut(Duration timeout);
}
