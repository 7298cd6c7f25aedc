package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;

/**
 * The pod templates Kaiwo generates when the user gives none: one container named after the role,
 * images always pulled, and the scheduler from KaiwoConfig {@code scheduling.kubeSchedulerName}
 * (set only here: a template the user wrote keeps its own scheduler choice). Everything else
 * (labels, volumes, resources, security context, ...) is added by the shared mutation.
 */
final class DefaultPodTemplates {

  private DefaultPodTemplates() {}

  static PodTemplateSpec of(PodRole role, BuildContext context) {
    return new PodTemplateSpecBuilder()
        .withNewMetadata()
        .endMetadata()
        .withNewSpec()
        .withSchedulerName(context.settings().getScheduling().getKubeSchedulerName())
        .addNewContainer()
        .withName(role.containerName())
        .withImagePullPolicy("Always")
        .endContainer()
        .endSpec()
        .build();
  }
}
