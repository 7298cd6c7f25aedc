package ai.silogen.kaiwo.operator.monitoring;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The utilisation of one GPU as a pod uses it, read from an exporter sample: AMD's device metrics
 * exporter ({@code gpu_gfx_activity}) or NVIDIA's DCGM exporter ({@code DCGM_FI_DEV_GPU_UTIL}),
 * both in percent. Exporters spell the pod and namespace labels differently (and Prometheus
 * relabelling adds {@code exported_}); the usual spellings are accepted.
 *
 * @param namespace the pod's namespace, empty when the exporter does not say
 * @param pod the pod's name
 * @param gpu the GPU's id on its node ({@code ?} when the exporter does not say)
 * @param percent the utilisation, 0–100
 */
public record GpuReading(Optional<String> namespace, String pod, String gpu, double percent) {

  /** The metric families that carry GPU utilisation. */
  public static final Set<String> METRICS = Set.of("gpu_gfx_activity", "DCGM_FI_DEV_GPU_UTIL");

  private static final List<String> NAMESPACE_LABELS =
      List.of(
          "namespace",
          "exported_namespace",
          "kubernetes_namespace",
          "k8s_namespace_name",
          "k8s.namespace.name");
  private static final List<String> POD_LABELS =
      List.of(
          "pod", "exported_pod", "pod_name", "kubernetes_pod_name", "k8s_pod_name", "k8s.pod.name");
  private static final List<String> GPU_LABELS = List.of("gpu_id", "gpu", "GPU_I_ID", "UUID");

  /** The readings among {@code samples}; samples that name no pod (idle GPUs) are skipped. */
  public static List<GpuReading> of(List<Sample> samples) {
    return samples.stream()
        .filter(sample -> METRICS.contains(sample.name()))
        .flatMap(
            sample ->
                sample
                    .label(POD_LABELS)
                    .map(
                        pod ->
                            new GpuReading(
                                sample.label(NAMESPACE_LABELS),
                                pod,
                                sample.label(GPU_LABELS).orElse("?"),
                                sample.value()))
                    .stream())
        .toList();
  }

  /** The readings in the text exposition {@code text}. */
  public static List<GpuReading> parse(String text) {
    return of(ExpositionParser.parse(text, METRICS));
  }

  /** Whether this reading is of the pod {@code namespace/name}. */
  public boolean isOf(String podNamespace, String podName) {
    return pod.equals(podName) && namespace.map(podNamespace::equals).orElse(true);
  }
}
