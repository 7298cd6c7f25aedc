package ai.silogen.kaiwo.gateway.proxy;

import io.vertx.core.Future;
import java.util.concurrent.TimeUnit;

/** Blocking waits on Vert.x futures for test setup and teardown. */
public final class Await {
  private Await() {}

  /** The result of {@code future}, within 10 s; failures become unchecked. */
  public static <T> T result(Future<T> future) {
    try {
      return future.toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
