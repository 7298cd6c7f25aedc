package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.ray.v1.HeadGroupSpec;
import ai.silogen.kaiwo.api.external.ray.v1.RayClusterSpec;
import ai.silogen.kaiwo.api.external.ray.v1.WorkerGroupSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Ray cluster of a RayJob or RayService: the head and every worker group get the shared
 * pod-template mutation ({@link PodRole#RAY_HEAD}, {@link PodRole#RAY_WORKER}); each worker group
 * runs exactly the planned replicas ({@code replicas = minReplicas = maxReplicas}) and in-tree
 * autoscaling is off, because Kueue admits a fixed amount of quota. Missing parts are generated: a
 * head with {@code dashboard-host: 0.0.0.0} and one worker group {@code default-worker-group}.
 */
public final class RayClusterMutator {

  static final String DEFAULT_WORKER_GROUP = "default-worker-group";

  private RayClusterMutator() {}

  /** {@code cluster} (or a generated one when {@code null}) with the workload applied. */
  public static RayClusterSpec mutate(RayClusterSpec cluster, BuildContext context) {
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
    int replicas = context.plan().replicas();
    for (WorkerGroupSpec group : groups) {
      group.setTemplate(
          PodTemplateMutator.mutate(group.getTemplate(), context, PodRole.RAY_WORKER));
      group.setReplicas(replicas);
      group.setMinReplicas(replicas);
      group.setMaxReplicas(replicas);
    }
    result.setWorkerGroupSpecs(groups);
    return result;
  }
}
