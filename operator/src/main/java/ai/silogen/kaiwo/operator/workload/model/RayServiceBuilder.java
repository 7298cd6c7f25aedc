package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.external.ray.v1.RayServiceSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceSpec;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;

/**
 * The RayService of a KaiwoService with Ray. Base: {@code spec.rayService} when given; {@code
 * spec.serveConfigV2} replaces its Serve config; the cluster comes from {@link RayClusterMutator}.
 * It is not created directly but wrapped by {@link AppWrapperBuilder}, so it carries no owner
 * reference and no Kueue labels (the AppWrapper controller owns it, Kueue admits the AppWrapper).
 */
public final class RayServiceBuilder {

  private RayServiceBuilder() {}

  public static RayService build(BuildContext context) {
    KaiwoServiceSpec spec = (KaiwoServiceSpec) context.spec();
    RayService base = EmbeddedObjects.rayService(spec).orElseGet(RayService::new);
    RayServiceSpec service = base.getSpec() == null ? new RayServiceSpec() : base.getSpec();
    if (spec.getServeConfigV2() != null && !spec.getServeConfigV2().isBlank()) {
      service.setServeConfigV2(spec.getServeConfigV2());
    }
    service.setRayClusterConfig(
        RayClusterMutator.mutate(
            service.getRayClusterConfig(), context, "spec.rayService.spec.rayClusterConfig"));
    RayService result = new RayService();
    result.setMetadata(
        new ObjectMetaBuilder()
            .withName(context.workload().name())
            .withNamespace(context.workload().namespace())
            .withLabels(WorkloadLabels.object(context.workload()))
            .build());
    result.setSpec(service);
    return result;
  }
}
