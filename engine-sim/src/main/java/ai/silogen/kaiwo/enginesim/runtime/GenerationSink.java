package ai.silogen.kaiwo.enginesim.runtime;

import ai.silogen.kaiwo.enginesim.model.Usage;

/**
 * Where a running request's results go; implemented by the HTTP layer (an SSE stream, a JSON body
 * written at the end, ...). All calls happen on the engine's event loop.
 */
public interface GenerationSink {

  /** The engine refused the request: all slots are busy and the waiting queue is full. */
  void rejected();

  /**
   * Output token {@code index} was generated.
   *
   * @param last whether no further token follows
   */
  void token(int index, String text, boolean last);

  /** The request finished; called once, after its last token. */
  void completed(Usage usage);

  /** Whether the sink can take a token now; a stream returns false while its transport is full. */
  default boolean writable() {
    return true;
  }

  /** Arranges for {@code resume} to run once the sink is writable again. */
  default void whenWritable(Runnable resume) {
    resume.run();
  }
}
