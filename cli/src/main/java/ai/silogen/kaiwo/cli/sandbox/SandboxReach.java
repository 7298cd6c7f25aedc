package ai.silogen.kaiwo.cli.sandbox;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * How other commands reach a sandbox. kaiwo commands look for a running sandbox only at the default
 * kubeconfig ({@code ~/.kaiwo/sandbox/kubeconfig}), and only when neither {@code --kubeconfig} nor
 * {@code $KUBECONFIG} names another cluster (decision 0036); a sandbox started with its own {@code
 * --kubeconfig}, or under a set {@code $KUBECONFIG}, must be named to them.
 *
 * @param kubeconfig the kubeconfig this sandbox writes
 * @param lookedFor where kaiwo commands look for a running sandbox
 * @param kubeconfigVariable {@code $KUBECONFIG} of the shell that started the sandbox
 */
record SandboxReach(Path kubeconfig, Path lookedFor, Optional<String> kubeconfigVariable) {

  /** The banner's lines on how kaiwo, kubectl and other tools reach the sandbox. */
  List<String> lines() {
    String export = "  export KUBECONFIG=" + kubeconfig.toAbsolutePath();
    if (!isDefault()) {
      return List.of(
          "kaiwo commands look for a sandbox only at "
              + lookedFor
              + "; for kaiwo (or pass --kubeconfig "
              + kubeconfig.toAbsolutePath()
              + "), kubectl and other tools run:",
          export);
    }
    if (kubeconfigVariable.isPresent() && !variableNamesThisSandbox()) {
      return List.of(
          "kaiwo commands use $KUBECONFIG ("
              + kubeconfigVariable.get()
              + ") before a running sandbox; for kaiwo, kubectl and other tools run:",
          export);
    }
    return List.of(
        "kaiwo commands find it by themselves; for kubectl and other tools run:", export);
  }

  /** The command that stops this sandbox when it runs in the background. */
  String stopCommand() {
    return "kaiwo sandbox --stop"
        + (isDefault() ? "" : " --kubeconfig " + kubeconfig.toAbsolutePath());
  }

  private boolean isDefault() {
    return same(kubeconfig, lookedFor);
  }

  /** kaiwo commands use the first existing file of {@code $KUBECONFIG}; this one, once written. */
  private boolean variableNamesThisSandbox() {
    return Arrays.stream(kubeconfigVariable.orElse("").split(File.pathSeparator))
        .filter(path -> !path.isBlank())
        .findFirst()
        .filter(first -> same(Path.of(first), kubeconfig))
        .isPresent();
  }

  private static boolean same(Path a, Path b) {
    return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
  }
}
