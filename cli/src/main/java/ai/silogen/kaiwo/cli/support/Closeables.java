package ai.silogen.kaiwo.cli.support;

import java.util.List;

/** Closing what a command started when it stops. */
public final class Closeables {

  private Closeables() {}

  /**
   * Closes {@code resources} last to first (each may depend on those before it); a failure to close
   * one does not keep the rest open.
   */
  public static void closeInReverse(List<? extends AutoCloseable> resources) {
    for (int i = resources.size() - 1; i >= 0; i--) {
      try {
        resources.get(i).close();
      } catch (Exception e) {
        // Shutting down: keep closing the rest.
      }
    }
  }
}
