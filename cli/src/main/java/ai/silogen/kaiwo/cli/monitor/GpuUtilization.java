package ai.silogen.kaiwo.cli.monitor;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * GPU utilisation of a workload's pods from exporter samples: AMD's device metrics exporter ({@code
 * gpu_gfx_activity}) and NVIDIA's DCGM exporter ({@code DCGM_FI_DEV_GPU_UTIL}), both in percent.
 * Exporters name the pod and namespace labels differently; the usual spellings are accepted.
 */
final class GpuUtilization {
  static final Set<String> METRICS = Set.of("gpu_gfx_activity", "DCGM_FI_DEV_GPU_UTIL");

  private static final List<String> NAMESPACE_LABELS =
      List.of("namespace", "exported_namespace", "kubernetes_namespace", "k8s_namespace_name");
  private static final List<String> POD_LABELS =
      List.of("pod", "exported_pod", "pod_name", "kubernetes_pod_name", "k8s_pod_name");
  private static final List<String> GPU_LABELS = List.of("gpu_id", "gpu", "GPU_I_ID", "UUID");

  /** Utilisation of one GPU used by one pod. */
  record Reading(String pod, String node, String gpu, double percent) {}

  private GpuUtilization() {}

  /** The readings of {@code samples} that belong to {@code pods}, by pod then GPU. */
  static List<Reading> of(List<Sample> samples, List<Pod> pods) {
    return samples.stream()
        .flatMap(
            sample ->
                pods.stream()
                    .filter(pod -> belongsTo(sample, pod))
                    .findFirst()
                    .map(pod -> reading(sample, pod))
                    .stream())
        .sorted(Comparator.comparing(Reading::pod).thenComparing(Reading::gpu))
        .toList();
  }

  private static boolean belongsTo(Sample sample, Pod pod) {
    Optional<String> namespace = sample.label(NAMESPACE_LABELS);
    return sample.label(POD_LABELS).filter(pod.getMetadata().getName()::equals).isPresent()
        && namespace.map(pod.getMetadata().getNamespace()::equals).orElse(true);
  }

  private static Reading reading(Sample sample, Pod pod) {
    return new Reading(
        pod.getMetadata().getName(),
        pod.getSpec().getNodeName(),
        sample.label(GPU_LABELS).orElse("?"),
        sample.value());
  }
}
