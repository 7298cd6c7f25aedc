package ai.silogen.kaiwo.enginesim.runtime;

import ai.silogen.kaiwo.enginesim.model.Usage;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/** A sink that records what the engine did, with switchable backpressure. */
final class RecordingSink implements GenerationSink {

  final List<String> tokens = new CopyOnWriteArrayList<>();
  final CompletableFuture<Usage> completed = new CompletableFuture<>();
  volatile boolean rejected;
  volatile boolean writable = true;
  private Runnable resume;

  @Override
  public void rejected() {
    rejected = true;
  }

  @Override
  public void token(int index, String text, boolean last) {
    if (index != tokens.size()) {
      throw new AssertionError("token " + index + " out of order");
    }
    tokens.add(text);
  }

  @Override
  public void completed(Usage usage) {
    completed.complete(usage);
  }

  @Override
  public boolean writable() {
    return writable;
  }

  @Override
  public void whenWritable(Runnable resume) {
    this.resume = resume;
  }

  /** Lifts the backpressure; call on the engine's event loop. */
  void drain() {
    writable = true;
    Runnable r = resume;
    resume = null;
    if (r != null) {
      r.run();
    }
  }
}
