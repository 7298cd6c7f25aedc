package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.cli.cluster.Connection;
import io.fabric8.kubernetes.client.KubernetesClient;

/**
 * A workload read through a connection that stays open for the command's further requests (its
 * pods, logs, exec); closing this closes the connection.
 *
 * @param connection the open connection
 * @param view the workload as it was read
 */
public record ConnectedWorkload(Connection connection, WorkloadView view) implements AutoCloseable {

  public KubernetesClient client() {
    return connection.client();
  }

  @Override
  public void close() {
    connection.close();
  }
}
