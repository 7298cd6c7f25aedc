package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Default requests and limits of containers, before they are merged under the containers' own
 * values ({@link ContainerResourcesStep}).
 *
 * <ul>
 *   <li>Primary container of a GPU pod: {@code spec.resources}, with the GPU resource set to {@code
 *       gpusPerReplica} and, where {@code spec.resources} has none, 4 cores and 32Gi per GPU.
 *   <li>Primary container without GPUs: {@code spec.resources}, else 2 cores and 16Gi.
 *   <li>Ray head: as without GPUs, but memory is KaiwoConfig {@code ray.headPodMemory}.
 *   <li>Other containers (sidecars, init containers): {@code spec.resources} without GPUs.
 * </ul>
 *
 * <p>GPU entries of {@code spec.resources} are dropped whenever {@code gpus}/{@code gpusPerReplica}
 * decide the GPUs; without GPUs they are kept (some users request GPUs that way).
 */
final class ResourceDefaults {

  static final String CPU = "cpu";
  static final String MEMORY = "memory";
  static final int CPU_PER_GPU = 4;
  static final int GIB_PER_GPU = 32;
  static final int CPU_WITHOUT_GPU = 2;
  static final int GIB_WITHOUT_GPU = 16;

  private ResourceDefaults() {}

  /** Defaults of the primary container of a pod with {@code role}. */
  static ResourceRequirements primary(BuildContext context, PodRole role) {
    ResourcePlan plan = context.plan();
    boolean gpus = role.getsGpus() && plan.hasGpus();
    ResourceRequirements defaults = fromSpec(context, plan.hasGpus() || role == PodRole.RAY_HEAD);
    if (gpus) {
      Quantity count = new Quantity(Integer.toString(plan.gpusPerReplica()));
      defaults.getRequests().put(context.gpuResourceKey(), count);
      defaults.getLimits().put(context.gpuResourceKey(), count);
    }
    fillPair(
        defaults,
        CPU,
        Quantities.cores(gpus ? CPU_PER_GPU * plan.gpusPerReplica() : CPU_WITHOUT_GPU));
    if (role == PodRole.RAY_HEAD) {
      Quantity memory = new Quantity(context.settings().getRay().getHeadPodMemory());
      defaults.getRequests().put(MEMORY, memory);
      defaults.getLimits().put(MEMORY, memory);
    } else {
      fillPair(
          defaults,
          MEMORY,
          Quantities.gibibytes(gpus ? GIB_PER_GPU * plan.gpusPerReplica() : GIB_WITHOUT_GPU));
    }
    return defaults;
  }

  /** Defaults of every other container: {@code spec.resources} without GPUs. */
  static ResourceRequirements shared(BuildContext context) {
    return fromSpec(context, true);
  }

  /**
   * Fills {@code key} in requests and limits so that the pair stays valid: a lone limit is also the
   * request (as Kubernetes would default it); a lone request gets the larger of itself and {@code
   * fallback} as limit; with neither, both are {@code fallback}.
   */
  static void fillPair(ResourceRequirements resources, String key, Quantity fallback) {
    Quantity request = resources.getRequests().get(key);
    Quantity limit = resources.getLimits().get(key);
    if (request == null && limit == null) {
      resources.getRequests().put(key, fallback);
      resources.getLimits().put(key, fallback);
    } else if (request == null) {
      resources.getRequests().put(key, limit);
    } else if (limit == null) {
      resources.getLimits().put(key, Quantities.atLeast(fallback, request) ? fallback : request);
    }
  }

  private static ResourceRequirements fromSpec(BuildContext context, boolean withoutGpus) {
    ResourceRequirements spec = context.spec().getResources();
    Map<String, Quantity> requests = copy(spec == null ? null : spec.getRequests(), withoutGpus);
    Map<String, Quantity> limits = copy(spec == null ? null : spec.getLimits(), withoutGpus);
    ResourceRequirements result = new ResourceRequirements();
    result.setRequests(requests);
    result.setLimits(limits);
    return result;
  }

  private static Map<String, Quantity> copy(Map<String, Quantity> source, boolean withoutGpus) {
    Map<String, Quantity> result = new LinkedHashMap<>();
    if (source != null) {
      source.forEach(
          (key, value) -> {
            if (!(withoutGpus && isGpu(key))) {
              result.put(key, new Quantity(value.toString()));
            }
          });
    }
    return result;
  }

  static boolean isGpu(String resource) {
    for (GpuVendor vendor : GpuVendor.values()) {
      if (vendor.resourceKey().equals(resource)) {
        return true;
      }
    }
    return false;
  }
}
