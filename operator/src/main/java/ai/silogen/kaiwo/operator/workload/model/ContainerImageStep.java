package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;

/**
 * Images of containers that have none: {@code spec.image}, else KaiwoConfig {@code
 * ray.defaultRayImage} (the documented fallback for every kind; the original left non-Ray
 * containers without an image, which the API server rejects).
 */
final class ContainerImageStep implements PodTemplateStep {

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    String image = context.spec().getImage();
    if (image == null || image.isBlank()) {
      image = context.settings().getRay().getDefaultRayImage();
    }
    for (Container container : PodTemplates.all(template)) {
      if (container.getImage() == null || container.getImage().isBlank()) {
        container.setImage(image);
      }
    }
  }
}
