package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.ray.v1.HeadGroupSpec;
import ai.silogen.kaiwo.api.external.ray.v1.RayClusterSpec;
import ai.silogen.kaiwo.api.external.ray.v1.WorkerGroupSpec;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException.FieldError;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The Ray cluster of a RayJob or RayService: the head and every worker group get the shared
 * pod-template mutation, and in-tree autoscaling is off, because Kueue admits a fixed amount of
 * quota ({@code replicas = minReplicas = maxReplicas} in every group). Missing parts are generated:
 * a head with {@code dashboard-host: 0.0.0.0} and one worker group {@code default-worker-group}.
 *
 * <p>The {@link ResourcePlan} describes the whole workload, so it goes to the <em>GPU groups</em>
 * only: the worker groups whose template asks for GPUs itself, or the first worker group when none
 * does (and always the first one for a workload without GPUs). Their replicas add up to the plan's
 * (spread in order, the first groups taking the remainder), each with {@code gpusPerReplica} GPUs
 * ({@link PodRole#RAY_WORKER}); so the GPUs the pods request, what the AppWrapper declares to
 * Kueue, {@code NUM_GPUS} and the scheduling check are one number. Every other worker group is a
 * CPU group ({@link PodRole#RAY_CPU_WORKER}): no GPUs, no GPU placement, and its own {@code
 * replicas} (1 when unset). The original gave the whole plan to every group.
 */
public final class RayClusterMutator {

  static final String DEFAULT_WORKER_GROUP = "default-worker-group";

  private RayClusterMutator() {}

  /**
   * {@code cluster} (or a generated one when {@code null}) with the workload applied.
   *
   * @param field where {@code cluster} is in the Kaiwo spec, for error messages
   * @throws InvalidWorkloadException when more worker groups ask for GPUs than there are replicas
   */
  public static RayClusterSpec mutate(RayClusterSpec cluster, BuildContext context, String field) {
    RayClusterSpec result = cluster == null ? new RayClusterSpec() : ApiSerialization.copy(cluster);
    result.setEnableInTreeAutoscaling(false);
    HeadGroupSpec head =
        result.getHeadGroupSpec() == null ? new HeadGroupSpec() : result.getHeadGroupSpec();
    if (head.getRayStartParams() == null) {
      Map<String, String> params = new LinkedHashMap<>();
      params.put("dashboard-host", "0.0.0.0");
      head.setRayStartParams(params);
    }
    head.setTemplate(PodTemplateMutator.mutate(head.getTemplate(), context, PodRole.RAY_HEAD));
    result.setHeadGroupSpec(head);
    List<WorkerGroupSpec> groups = new ArrayList<>();
    if (result.getWorkerGroupSpecs() == null || result.getWorkerGroupSpecs().isEmpty()) {
      WorkerGroupSpec group = new WorkerGroupSpec();
      group.setGroupName(DEFAULT_WORKER_GROUP);
      group.setRayStartParams(new LinkedHashMap<>());
      groups.add(group);
    } else {
      groups.addAll(result.getWorkerGroupSpecs());
    }
    List<Integer> gpuGroups = gpuGroups(groups, context.plan());
    int[] shares = spread(context.plan(), groups, gpuGroups, field);
    for (int i = 0; i < groups.size(); i++) {
      WorkerGroupSpec group = groups.get(i);
      int share = gpuGroups.indexOf(i);
      boolean gpu = share >= 0;
      int replicas = gpu ? shares[share] : Objects.requireNonNullElse(group.getReplicas(), 1);
      group.setTemplate(
          PodTemplateMutator.mutate(
              group.getTemplate(), context, gpu ? PodRole.RAY_WORKER : PodRole.RAY_CPU_WORKER));
      group.setReplicas(replicas);
      group.setMinReplicas(replicas);
      group.setMaxReplicas(replicas);
    }
    result.setWorkerGroupSpecs(groups);
    return result;
  }

  /** The indexes of the groups that carry the plan, in order. */
  static List<Integer> gpuGroups(List<WorkerGroupSpec> groups, ResourcePlan plan) {
    List<Integer> asking =
        plan.hasGpus()
            ? IntStream.range(0, groups.size())
                .filter(i -> asksForGpus(groups.get(i)))
                .boxed()
                .toList()
            : List.of();
    return asking.isEmpty() ? List.of(0) : asking;
  }

  /** The plan's replicas spread over the GPU groups, the first groups taking the remainder. */
  private static int[] spread(
      ResourcePlan plan, List<WorkerGroupSpec> groups, List<Integer> gpuGroups, String field) {
    int count = gpuGroups.size();
    if (plan.replicas() < count) {
      String names =
          gpuGroups.stream().map(i -> name(groups.get(i))).collect(Collectors.joining(", "));
      throw new InvalidWorkloadException(
          "Ray cluster",
          List.of(
              new FieldError(
                  field + ".workerGroupSpecs",
                  count
                      + " worker groups ask for GPUs ("
                      + names
                      + "), but the "
                      + plan.totalGpus()
                      + " GPUs are split into "
                      + plan.replicas()
                      + " replica(s); set replicas to at least "
                      + count
                      + " so that each of these groups gets one")));
    }
    int[] shares = new int[count];
    for (int i = 0; i < count; i++) {
      shares[i] = plan.replicas() / count + (i < plan.replicas() % count ? 1 : 0);
    }
    return shares;
  }

  /** Whether a container of the group's template requests or limits a GPU resource. */
  private static boolean asksForGpus(WorkerGroupSpec group) {
    PodTemplateSpec template = group.getTemplate();
    if (template == null
        || template.getSpec() == null
        || template.getSpec().getContainers() == null) {
      return false;
    }
    return template.getSpec().getContainers().stream()
        .map(Container::getResources)
        .filter(Objects::nonNull)
        .flatMap(RayClusterMutator::quantities)
        .anyMatch(RayClusterMutator::positiveGpu);
  }

  private static Stream<Map.Entry<String, Quantity>> quantities(ResourceRequirements resources) {
    return Stream.of(resources.getRequests(), resources.getLimits())
        .filter(Objects::nonNull)
        .flatMap(map -> map.entrySet().stream());
  }

  private static boolean positiveGpu(Map.Entry<String, Quantity> entry) {
    if (entry.getValue() == null
        || Stream.of(GpuVendor.values()).noneMatch(v -> v.resourceKey().equals(entry.getKey()))) {
      return false;
    }
    try {
      return entry.getValue().getNumericalAmount().compareTo(BigDecimal.ZERO) > 0;
    } catch (RuntimeException e) {
      return false; // not a quantity: the API server refuses the template with its own message
    }
  }

  private static String name(WorkerGroupSpec group) {
    return group.getGroupName() == null ? "unnamed" : group.getGroupName();
  }
}
