package ai.silogen.kaiwo.cli.support;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The cluster the running command connected to, remembered so that an error reported after the
 * command gave up (by {@link ErrorReporter}) can name the server and where its configuration came
 * from. One per CLI invocation.
 */
public final class ClusterInUse {

  /**
   * @param server the API server's URL
   * @param origin where the configuration came from, e.g. {@code context prod of
   *     /home/me/.kube/config}
   * @param otherChoice what else the user could use when this server cannot be reached (e.g. a
   *     running sandbox), asked only on that error
   */
  public record Target(String server, String origin, Supplier<Optional<String>> otherChoice) {

    /** {@code https://host:6443 (context prod of /home/me/.kube/config)}. */
    public String describe() {
      return server + " (" + origin + ")";
    }
  }

  private volatile Target target;

  public void set(Target target) {
    this.target = target;
  }

  public Optional<Target> target() {
    return Optional.ofNullable(target);
  }
}
