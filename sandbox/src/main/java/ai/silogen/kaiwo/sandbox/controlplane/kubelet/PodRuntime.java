package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.Optional;

/**
 * Extension point of the simulated kubelet for running something real behind a pod, for example an
 * OpenAI engine simulator behind a model-server pod. Before starting a pod, the kubelet offers it
 * to each registered runtime in order; the first that returns a {@link Workload} runs it. The
 * kubelet then reports the workload's address as {@code status.podIP}, asks it whether the pod is
 * ready (instead of marking it ready right away), optionally publishes the address as the {@code
 * model-pod-ip}/{@code model-pod-port} annotations, and closes it when the pod finishes, is
 * deleted, or the kubelet stops. Unclaimed pods are simulated without any process.
 */
public interface PodRuntime {

  /**
   * Claims and starts {@code pod}, or declines it. Called on a kubelet worker thread, which may be
   * blocked while the workload starts.
   *
   * @return the started workload, or empty to decline
   * @throws Exception when the runtime claims the pod but cannot start it; the pod then fails with
   *     the exception's message
   */
  Optional<Workload> start(Pod pod) throws Exception;

  /** Something real running for a pod. */
  interface Workload extends AutoCloseable {

    /** The IP address the pod is reachable at (reported as {@code status.podIP}). */
    String ip();

    /** The port the pod serves on. */
    int port();

    /**
     * Whether the kubelet should set the {@code model-pod-ip} and {@code model-pod-port}
     * annotations on the pod (KubeAI's load balancer reads them to reach pods on a shared IP).
     */
    boolean publishAddress();

    /** Whether the pod is ready to serve; the kubelet polls this like a readiness probe. */
    boolean ready();

    /**
     * Whether the workload still has requests in flight. A pod being deleted keeps running until it
     * has none or its grace period ends, as a server that drains on SIGTERM does.
     */
    default boolean busy() {
      return false;
    }

    /** Stops the workload; called once. */
    @Override
    void close();
  }
}
