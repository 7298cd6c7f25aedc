package ai.silogen.kaiwo.cli.monitor;

import ai.silogen.kaiwo.operator.monitoring.GpuReading;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.Comparator;
import java.util.List;

/** GPU utilisation of a workload's pods, from the exporter's readings ({@link GpuReading}). */
final class GpuUtilization {

  /** Utilisation of one GPU used by one pod, with the node it runs on. */
  record Reading(String pod, String node, String gpu, double percent) {}

  private GpuUtilization() {}

  /** The readings of {@code readings} that belong to {@code pods}, by pod then GPU. */
  static List<Reading> of(List<GpuReading> readings, List<Pod> pods) {
    return readings.stream()
        .flatMap(
            reading ->
                pods.stream()
                    .filter(
                        pod ->
                            reading.isOf(
                                pod.getMetadata().getNamespace(), pod.getMetadata().getName()))
                    .findFirst()
                    .map(
                        pod ->
                            new Reading(
                                reading.pod(),
                                pod.getSpec().getNodeName(),
                                reading.gpu(),
                                reading.percent()))
                    .stream())
        .sorted(Comparator.comparing(Reading::pod).thenComparing(Reading::gpu))
        .toList();
  }
}
