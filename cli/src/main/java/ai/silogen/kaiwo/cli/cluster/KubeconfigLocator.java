package ai.silogen.kaiwo.cli.cluster;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.UserError;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * Finds the cluster a command talks to, like kubectl does, plus one step kubectl lacks: {@code
 * --kubeconfig}, else the first existing file of {@code $KUBECONFIG}, else {@code ~/.kube/config},
 * else the kubeconfig of a sandbox started with {@code kaiwo sandbox}, else the in-cluster service
 * account.
 */
public final class KubeconfigLocator {

  /** Where a kubeconfig came from (decides whether the command says which cluster it uses). */
  public enum Source {
    FLAG,
    ENVIRONMENT,
    HOME,
    SANDBOX,
    IN_CLUSTER
  }

  /**
   * The kubeconfig to load.
   *
   * @param file the kubeconfig, empty for the in-cluster configuration
   * @param source how it was found
   */
  public record Located(Optional<Path> file, Source source) {}

  private KubeconfigLocator() {}

  /** Locates the kubeconfig for {@code explicit} (the {@code --kubeconfig} flag, may be null). */
  public static Located locate(CliContext context, Path explicit) {
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
    Path home = context.home().resolve(".kube").resolve("config");
    if (Files.isRegularFile(home)) {
      return new Located(Optional.of(home), Source.HOME);
    }
    Path sandbox = sandboxKubeconfig(context);
    if (Files.isRegularFile(sandbox)) {
      return new Located(Optional.of(sandbox), Source.SANDBOX);
    }
    if (context.getenv("KUBERNETES_SERVICE_HOST").isPresent()) {
      return new Located(Optional.empty(), Source.IN_CLUSTER);
    }
    throw new UserError(
        "no cluster to talk to: KUBECONFIG is not set, ~/.kube/config does not exist and no"
            + " sandbox is running",
        "start a local cluster with 'kaiwo sandbox --background', or set KUBECONFIG");
  }

  /** Where {@code kaiwo sandbox} writes its kubeconfig by default. */
  public static Path sandboxKubeconfig(CliContext context) {
    return context.sandboxDirectory().resolve("kubeconfig");
  }
}
