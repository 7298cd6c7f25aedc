package ai.silogen.kaiwo.sandbox.spi;

import java.util.List;

/**
 * Container logs of simulated pods: the simulated kubelet writes them, the API server serves them
 * on {@code /api/v1/namespaces/{ns}/pods/{name}/log}.
 */
public interface PodLogs {

  /** Appends one line to the log of a container. */
  void append(String namespace, String pod, String container, String line);

  /** All lines of a container's log so far (empty when unknown). */
  List<String> read(String namespace, String pod, String container);

  /** Forgets the logs of a deleted pod. */
  void forget(String namespace, String pod);
}
