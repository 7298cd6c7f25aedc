package ai.silogen.kaiwo.operator.modelserving.pods;

import java.util.List;

/**
 * How a server finishes the requests it has before it stops: a {@code preStop} hook that waits
 * until it has none, within the pod's grace period. Kubernetes sends SIGTERM only after the hook,
 * and the gateway sends a pod no new requests once it is being deleted.
 *
 * @param preStop the hook's command
 * @param gracePeriodSeconds the pod's {@code terminationGracePeriodSeconds}: the hook and the
 *     server's own shutdown together get no longer
 */
record ServerDrain(List<String> preStop, long gracePeriodSeconds) {

  /**
   * vLLM's OpenAI server cancels its HTTP server on SIGTERM, cutting off the answers it is
   * streaming. The hook waits 2 s for the gateway to stop sending requests, then until vLLM's
   * {@code /metrics} shows none running or waiting (or cannot be read).
   */
  static ServerDrain vllm(int port) {
    String script =
        """
        import time, urllib.request
        def in_flight():
            try:
                text = urllib.request.urlopen("http://127.0.0.1:%d/metrics", timeout=2).read().decode()
            except Exception:
                return 0
            return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
                       if line.startswith(("vllm:num_requests_running", "vllm:num_requests_waiting")))
        time.sleep(2)
        while in_flight() > 0:
            time.sleep(1)
        """
            .formatted(port);
    return new ServerDrain(List.of("python3", "-c", script), 120);
  }

  /**
   * Ollama closes its HTTP server on SIGTERM ({@code http.Server.Close}, not {@code Shutdown}),
   * cutting off the answers it is streaming, and it reports no requests in flight. The hook waits 2
   * s for the gateway to stop sending requests, then while any TCP connection to the server's port
   * is established, read from {@code /proc/net/tcp} and {@code tcp6} of the pod's network
   * namespace. The gateway closes a connection 4 s after its last answer, so an idle pod stops
   * within about 6 s. A client that keeps an idle connection open holds the pod until the grace
   * period ends.
   */
  static ServerDrain ollama(int port) {
    String script =
        """
        sleep 2
        while grep -qE '^ *[0-9]+: [0-9A-F]+:%04X [0-9A-F]+:[0-9A-F]{4} 01 ' \
            /proc/net/tcp /proc/net/tcp6 2>/dev/null; do
          sleep 1
        done
        """
            .formatted(port);
    return new ServerDrain(List.of("bash", "-c", script), 120);
  }
}
