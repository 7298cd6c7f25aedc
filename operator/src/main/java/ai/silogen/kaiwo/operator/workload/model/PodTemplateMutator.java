package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The one pod-template mutation shared by batch Jobs, Deployments and both Ray pod groups: the
 * common fields of a Kaiwo workload applied to a pod template, one {@link PodTemplateStep} per
 * concern. A missing template is generated ({@link DefaultPodTemplates}); a template without
 * containers gets the role's default container. The input is never modified.
 */
public final class PodTemplateMutator {

  private static final List<PodTemplateStep> STEPS =
      List.of(
          new TemplateMetadataStep(),
          new PodDefaultsStep(),
          new PodVolumesStep(),
          new ContainerImageStep(),
          new ContainerCommandStep(),
          new ContainerEnvStep(),
          new ContainerResourcesStep(),
          new GpuPlacementStep());

  private PodTemplateMutator() {}

  /**
   * {@code template} (or a generated one when {@code null}) with the workload's common fields
   * applied for pods of {@code role}.
   */
  public static PodTemplateSpec mutate(
      PodTemplateSpec template, BuildContext context, PodRole role) {
    PodTemplateSpec result =
        template == null ? DefaultPodTemplates.of(role, context) : ApiSerialization.copy(template);
    if (result.getMetadata() == null) {
      result.setMetadata(new ObjectMeta());
    }
    if (result.getSpec() == null) {
      result.setSpec(new PodSpec());
    }
    if (result.getSpec().getContainers() == null || result.getSpec().getContainers().isEmpty()) {
      List<Container> containers = new ArrayList<>();
      containers.add(new ContainerBuilder().withName(role.containerName()).build());
      result.getSpec().setContainers(containers);
    }
    STEPS.forEach(step -> step.apply(result, context, role));
    return result;
  }
}
