package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapperComponent;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapperSpec;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.DeclaredPodSet;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.external.ray.v1.WorkerGroupSpec;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.util.ArrayList;
import java.util.List;

/**
 * The AppWrapper that carries a KaiwoService's RayService through Kueue, named like the service:
 * one component, the RayService, with a declared pod set for the head (1 pod) and one per worker
 * group (its replicas), so that Kueue admits the whole Ray cluster at once. (The original declared
 * only the first worker group.)
 */
public final class AppWrapperBuilder {

  static final String CLUSTER_PATH = "template.spec.rayClusterConfig";

  private AppWrapperBuilder() {}

  public static AppWrapper build(BuildContext context, RayService service) {
    List<DeclaredPodSet> podSets = new ArrayList<>();
    podSets.add(podSet(1, CLUSTER_PATH + ".headGroupSpec.template"));
    List<WorkerGroupSpec> groups = service.getSpec().getRayClusterConfig().getWorkerGroupSpecs();
    for (int i = 0; i < groups.size(); i++) {
      podSets.add(
          podSet(
              groups.get(i).getReplicas(), CLUSTER_PATH + ".workerGroupSpecs[" + i + "].template"));
    }
    AppWrapperComponent component = new AppWrapperComponent();
    component.setDeclaredPodSets(podSets);
    component.setTemplate(ApiSerialization.convert(service, GenericKubernetesResource.class));
    AppWrapperSpec spec = new AppWrapperSpec();
    spec.setComponents(List.of(component));
    AppWrapper wrapper = new AppWrapper();
    wrapper.setMetadata(
        Ownership.childMetadata(
            context.workload(), context.workload().name(), WorkloadLabels.queued(context)));
    wrapper.setSpec(spec);
    return wrapper;
  }

  private static DeclaredPodSet podSet(int replicas, String path) {
    DeclaredPodSet podSet = new DeclaredPodSet();
    podSet.setReplicas(replicas);
    podSet.setPath(path);
    return podSet;
  }
}
