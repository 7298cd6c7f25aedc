package ai.silogen.kaiwo.cli.cluster;

import ai.silogen.kaiwo.sandbox.kubeconfig.KubeconfigWriter;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * An open connection to a cluster: the client, the namespace commands default to, and where the
 * configuration came from.
 *
 * @param client the Kubernetes client (closed with this connection)
 * @param namespace the namespace of the kubeconfig context, else {@code default}
 * @param kubeconfig the kubeconfig file, empty in-cluster
 * @param contextName the kubeconfig context in use, empty in-cluster
 */
public record Connection(
    KubernetesClient client, String namespace, Optional<Path> kubeconfig, String contextName)
    implements AutoCloseable {

  /** Whether this is a cluster started with {@code kaiwo sandbox}. */
  public boolean isSandbox() {
    return KubeconfigWriter.NAME.equals(contextName);
  }

  /** {@code namespace} when given, else the connection's default namespace. */
  public String namespaceOr(String namespace) {
    return namespace == null || namespace.isBlank() ? this.namespace : namespace;
  }

  /**
   * Starts what runs on this connection (the operator, the gateway); if that fails the connection
   * is closed before the failure propagates, since nothing else will close it.
   */
  public <T> T startOrClose(Function<KubernetesClient, T> start) {
    try {
      return start.apply(client);
    } catch (RuntimeException e) {
      close();
      throw e;
    }
  }

  @Override
  public void close() {
    client.close();
  }
}
