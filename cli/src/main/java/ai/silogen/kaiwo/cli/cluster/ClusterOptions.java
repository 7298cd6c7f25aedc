package ai.silogen.kaiwo.cli.cluster;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options of every command that talks to a cluster (a picocli mixin). */
public final class ClusterOptions {

  @Option(
      names = "--kubeconfig",
      paramLabel = "FILE",
      description =
          "Kubeconfig to use (default: $KUBECONFIG, else a running sandbox, else"
              + " ~/.kube/config).")
  Path kubeconfig;

  @Option(
      names = "--context",
      paramLabel = "NAME",
      description = "Kubeconfig context to use (default: its current context).")
  String context;

  public Path kubeconfig() {
    return kubeconfig;
  }

  public String context() {
    return context;
  }
}
