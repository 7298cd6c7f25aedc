package ai.silogen.kaiwo.cli.cluster;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.sandbox.SandboxFiles;
import ai.silogen.kaiwo.cli.support.UserError;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * Finds the cluster a command talks to: {@code --kubeconfig}, else the first existing file of
 * {@code $KUBECONFIG}, else a running sandbox started with {@code kaiwo sandbox}, else {@code
 * ~/.kube/config}, else the in-cluster service account.
 *
 * <p>A running sandbox comes before {@code ~/.kube/config} (unlike kubectl, which knows no
 * sandbox): whoever starts one means the next commands for it, and a tutorial's GPU job must not
 * land on the real cluster of an engineer's kubeconfig (decision 0036). The choice is said on
 * stderr. A sandbox that did not stop cleanly blocks the fall-back to {@code ~/.kube/config} for
 * the same reason: its user still thinks they talk to it.
 */
public final class KubeconfigLocator {

  /** Where a kubeconfig came from (decides whether the command says which cluster it uses). */
  public enum Source {
    FLAG,
    ENVIRONMENT,
    SANDBOX,
    HOME,
    IN_CLUSTER
  }

  /**
   * The kubeconfig to load.
   *
   * @param file the kubeconfig, empty for the in-cluster configuration
   * @param source how it was found
   * @param passedOver {@code ~/.kube/config} when it exists but a running sandbox was preferred
   */
  public record Located(Optional<Path> file, Source source, Optional<Path> passedOver) {

    Located(Optional<Path> file, Source source) {
      this(file, source, Optional.empty());
    }

    /** Where the configuration came from, e.g. {@code context prod of /home/me/.kube/config}. */
    public String origin(String contextName) {
      if (file.isEmpty()) {
        return "the in-cluster service account";
      }
      String of = "context " + contextName + " of " + file.get();
      return switch (source) {
        case FLAG -> of + ", from --kubeconfig";
        case ENVIRONMENT -> of + ", from $KUBECONFIG";
        case SANDBOX -> of + ", the running sandbox";
        case HOME, IN_CLUSTER -> of;
      };
    }
  }

  /** What a sandbox kubeconfig points at, and whether anything answers there. */
  public record SandboxCheck(String server, boolean answers) {}

  /** Checks whether the sandbox of a kubeconfig runs (a socket probe; a stub in tests). */
  @FunctionalInterface
  public interface SandboxProbe {
    SandboxCheck check(Path kubeconfig);
  }

  private KubeconfigLocator() {}

  /** Locates the kubeconfig for {@code explicit} (the {@code --kubeconfig} flag, may be null). */
  public static Located locate(CliContext context, Path explicit, SandboxProbe probe) {
    if (explicit != null) {
      if (!Files.isRegularFile(explicit)) {
        throw new UserError("kubeconfig " + explicit + " does not exist", "check --kubeconfig");
      }
      return new Located(Optional.of(explicit), Source.FLAG);
    }
    Optional<String> variable = context.getenv("KUBECONFIG");
    if (variable.isPresent()) {
      return Arrays.stream(variable.get().split(File.pathSeparator))
          .filter(path -> !path.isBlank())
          .map(Path::of)
          .filter(Files::isRegularFile)
          .findFirst()
          .map(path -> new Located(Optional.of(path), Source.ENVIRONMENT))
          .orElseThrow(
              () ->
                  new UserError(
                      "KUBECONFIG=" + variable.get() + " names no existing file",
                      "point KUBECONFIG at a kubeconfig, or unset it to use a running sandbox"));
    }
    Path home = homeKubeconfig(context);
    Optional<Path> homeFile = Optional.of(home).filter(Files::isRegularFile);
    Path sandbox = sandboxKubeconfig(context);
    if (Files.isRegularFile(sandbox)) {
      SandboxCheck check = probe.check(sandbox);
      if (check.answers()) {
        return new Located(Optional.of(sandbox), Source.SANDBOX, homeFile);
      }
      // Stopped cleanly (no pid file left): the user is done with it.
      boolean crashed = new SandboxFiles(sandbox).recordedPid().isPresent();
      if (homeFile.isEmpty() || crashed) {
        throw notRunning(sandbox, check.server(), homeFile);
      }
    }
    if (homeFile.isPresent()) {
      return new Located(homeFile, Source.HOME);
    }
    if (context.getenv("KUBERNETES_SERVICE_HOST").isPresent()) {
      return new Located(Optional.empty(), Source.IN_CLUSTER);
    }
    throw new UserError(
        "no cluster to talk to: KUBECONFIG is not set, ~/.kube/config does not exist and no"
            + " sandbox is running",
        "start a local cluster with 'kaiwo sandbox --background', or set KUBECONFIG");
  }

  private static UserError notRunning(Path sandbox, String server, Optional<Path> home) {
    String message =
        "the sandbox is not running: "
            + sandbox
            + " points at "
            + server
            + ", which does not answer";
    if (home.isEmpty()) {
      return new UserError(
          message,
          "start it with 'kaiwo sandbox --background', or set KUBECONFIG to another cluster");
    }
    return new UserError(
        message + "; it did not stop cleanly, so kaiwo does not fall back to " + home.get(),
        "start it with 'kaiwo sandbox --background', or forget it with 'kaiwo sandbox --stop';"
            + " to use "
            + home.get()
            + " now, pass --kubeconfig "
            + home.get());
  }

  /** Where {@code kaiwo sandbox} writes its kubeconfig by default. */
  public static Path sandboxKubeconfig(CliContext context) {
    return context.sandboxDirectory().resolve("kubeconfig");
  }

  /** kubectl's default kubeconfig, {@code ~/.kube/config}. */
  static Path homeKubeconfig(CliContext context) {
    return context.home().resolve(".kube").resolve("config");
  }
}
