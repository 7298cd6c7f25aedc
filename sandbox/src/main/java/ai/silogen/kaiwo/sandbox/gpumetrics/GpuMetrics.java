package ai.silogen.kaiwo.sandbox.gpumetrics;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import ai.silogen.kaiwo.sandbox.nodes.GpuVendor;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Pod;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The exposition a GPU metrics exporter would serve for a set of pods: for every running pod that
 * holds GPUs, one sample per GPU, named as the vendor's exporter names it ({@code gpu_gfx_activity}
 * with {@code gpu_id} for AMD, {@code DCGM_FI_DEV_GPU_UTIL} with {@code gpu} for NVIDIA) and
 * labelled with the pod, its namespace and the container.
 *
 * <p>The utilisation is synthetic, since no container runs. It is the pod's {@value #UTILIZATION}
 * annotation (percent) when set. For a model server whose {@link GpuLoad} is known, it follows the
 * engine's batch: 0 % while nothing runs, otherwise {@code 50 + 50 × occupancy} %, because a GPU
 * that decodes even one sequence runs kernels for much of every step (the exporters measure the
 * share of time a kernel runs, not how full the batch is). Otherwise it is a slow wave between 40
 * and 100 % whose phase depends on the pod and the GPU, so that GPUs differ and a watch shows
 * movement.
 */
public final class GpuMetrics {

  /** Pod annotation fixing the reported utilisation of all its GPUs, in percent. */
  public static final String UTILIZATION = "sandbox.kaiwo.silogen.ai/gpu-utilization";

  private static final Duration PERIOD = Duration.ofMinutes(2);

  private record Vendor(GpuVendor vendor, String metric, String gpuLabel, String help) {
    String resource() {
      return vendor.resourceName().orElseThrow();
    }
  }

  private static final List<Vendor> VENDORS =
      List.of(
          new Vendor(
              GpuVendor.AMD, "gpu_gfx_activity", "gpu_id", "Graphics engine activity in percent"),
          new Vendor(GpuVendor.NVIDIA, "DCGM_FI_DEV_GPU_UTIL", "gpu", "GPU utilization (in %)."));

  private GpuMetrics() {}

  /** The Prometheus text exposition for {@code pods} at {@code now}. */
  public static String exposition(List<Pod> pods, Instant now, GpuLoad load) {
    StringBuilder out = new StringBuilder();
    for (Vendor vendor : VENDORS) {
      out.append("# HELP ").append(vendor.metric()).append(' ').append(vendor.help()).append('\n');
      out.append("# TYPE ").append(vendor.metric()).append(" gauge\n");
      for (Pod pod : pods) {
        if (Pods.isRunning(pod)) {
          appendSamples(out, vendor, pod, now, load);
        }
      }
    }
    return out.toString();
  }

  /** One sample per GPU of {@code vendor} the pod's containers request, numbered across the pod. */
  private static void appendSamples(
      StringBuilder out, Vendor vendor, Pod pod, Instant now, GpuLoad load) {
    int gpuIndex = 0;
    for (Container container : pod.getSpec().getContainers()) {
      int gpus =
          PodResources.containerRequests(container)
              .getOrDefault(vendor.resource(), BigDecimal.ZERO)
              .intValue();
      OptionalDouble occupancy = gpus > 0 ? load.batchOccupancy(pod) : OptionalDouble.empty();
      for (int i = 0; i < gpus; i++, gpuIndex++) {
        out.append(vendor.metric())
            .append('{')
            .append(vendor.gpuLabel())
            .append("=\"")
            .append(gpuIndex)
            .append("\",pod=\"")
            .append(pod.getMetadata().getName())
            .append("\",namespace=\"")
            .append(pod.getMetadata().getNamespace())
            .append("\",container=\"")
            .append(container.getName())
            .append("\"} ")
            .append(String.format(Locale.ROOT, "%.1f", utilization(pod, gpuIndex, now, occupancy)))
            .append('\n');
      }
    }
  }

  static double utilization(Pod pod, int gpu, Instant now, OptionalDouble occupancy) {
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    String fixed = annotations == null ? null : annotations.get(UTILIZATION);
    if (fixed != null) {
      try {
        return Math.clamp(Double.parseDouble(fixed), 0, 100);
      } catch (NumberFormatException e) {
        // an unreadable annotation falls back to the load or the wave
      }
    }
    if (occupancy.isPresent()) {
      double share = Math.clamp(occupancy.getAsDouble(), 0, 1);
      return share == 0 ? 0 : 50 + 50 * share;
    }
    String uid =
        pod.getMetadata().getUid() == null
            ? pod.getMetadata().getName()
            : pod.getMetadata().getUid();
    double phase = Math.floorMod((uid + "/" + gpu).hashCode(), 1000) / 1000.0;
    double turns = (double) now.toEpochMilli() / PERIOD.toMillis() + phase;
    return 70 + 30 * Math.sin(2 * Math.PI * turns);
  }
}
