package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.ArrayList;

/**
 * {@code spec.entrypoint} as the primary container's command ({@link Entrypoint#command}) in
 * batch-Job and Deployment pods; it replaces the container's command and arguments. Ray pods run
 * Ray itself: a RayJob's entrypoint goes into the RayJob.
 */
final class ContainerCommandStep implements PodTemplateStep {

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    if (role != PodRole.WORKLOAD) {
      return;
    }
    Container primary = PodTemplates.primary(template);
    Entrypoint.command(context.workload().entrypoint())
        .ifPresent(
            command -> {
              primary.setCommand(command);
              primary.setArgs(new ArrayList<>());
            });
  }
}
