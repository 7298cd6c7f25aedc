package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Pod;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes the synthetic output of simulated containers: a trace of the command the container would
 * run (each line of a multi-line script on its own), the GPUs it got, and how it ended, so {@code
 * kubectl logs} and {@code kaiwo logs} show what the workload was asked to do.
 */
final class ContainerLogWriter {

  private static final String PREFIX = "[sandbox] ";

  private final PodLogs logs;

  ContainerLogWriter(PodLogs logs) {
    this.logs = logs;
  }

  /** Logs the start of every container (init containers as already completed). */
  void started(Pod pod, String node, String address) {
    for (Container init : orEmpty(pod.getSpec().getInitContainers())) {
      write(pod, init, startLines(init, node));
      write(pod, init, List.of(PREFIX + "init container completed with exit code 0"));
    }
    for (Container container : pod.getSpec().getContainers()) {
      List<String> lines = startLines(container, node);
      if (address != null) {
        lines.add(PREFIX + "serving on " + address);
      }
      write(pod, container, lines);
    }
  }

  /** Logs the end of every container. */
  void finished(Pod pod, int exitCode, Duration ranFor) {
    String line =
        PREFIX
            + "container exited with code "
            + exitCode
            + " after "
            + String.format("%.1fs", ranFor.toMillis() / 1000.0);
    for (Container container : pod.getSpec().getContainers()) {
      write(pod, container, List.of(line));
    }
  }

  /** Logs why the pod's containers could not start. */
  void failedToStart(Pod pod, String message) {
    for (Container container : pod.getSpec().getContainers()) {
      write(pod, container, List.of(PREFIX + "failed to start: " + message));
    }
  }

  /** Forgets the logs of a pod that is gone. */
  void forget(String namespace, String pod) {
    logs.forget(namespace, pod);
  }

  private static List<String> startLines(Container container, String node) {
    List<String> lines = new ArrayList<>();
    lines.add(
        PREFIX
            + "simulated container "
            + container.getName()
            + " (image "
            + container.getImage()
            + ") started on node "
            + node);
    String gpus = gpus(PodResources.containerRequests(container));
    if (!gpus.isEmpty()) {
      lines.add(PREFIX + "GPUs: " + gpus);
    }
    List<String> command = new ArrayList<>(orEmpty(container.getCommand()));
    command.addAll(orEmpty(container.getArgs()));
    if (command.isEmpty()) {
      lines.add(PREFIX + "running the image's default entrypoint");
    } else {
      String.join(" ", command).lines().forEach(line -> lines.add("+ " + line));
    }
    return lines;
  }

  private static String gpus(Map<String, BigDecimal> requests) {
    return requests.entrySet().stream()
        .filter(e -> e.getKey().endsWith("/gpu") && e.getValue().signum() > 0)
        .map(e -> e.getValue().stripTrailingZeros().toPlainString() + " " + e.getKey())
        .collect(Collectors.joining(", "));
  }

  private void write(Pod pod, Container container, List<String> lines) {
    lines.forEach(
        line ->
            logs.append(
                pod.getMetadata().getNamespace(),
                pod.getMetadata().getName(),
                container.getName(),
                line));
  }
}
