package ai.silogen.kaiwo.cli.cluster;

import picocli.CommandLine.Option;

/**
 * {@code -n/--namespace} of the commands that find workloads in a cluster (a picocli mixin). {@code
 * kaiwo submit} keeps its own, whose help also says where objects go when the kubeconfig names no
 * namespace.
 */
public final class NamespaceOption {

  @Option(
      names = {"-n", "--namespace"},
      description = "Namespace (default: the kubeconfig context's).")
  String namespace;

  /** {@code -n} as given, or null. */
  public String given() {
    return namespace == null || namespace.isBlank() ? null : namespace;
  }

  /** {@code -n} when given, else the namespace of {@code connection}'s kubeconfig context. */
  public String resolve(Connection connection) {
    return connection.namespaceOr(namespace);
  }
}
