package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.operator.namespaceconfig.DefaultsApplication;
import io.fabric8.kubernetes.api.model.PodSecurityContextBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;

/**
 * Pod-level defaults: the workload's {@code imagePullSecrets}, then its namespace's
 * (AIMNamespaceConfig {@code images.imagePullSecrets}), appended without duplicates; and unless
 * {@code dangerous} is set, a non-root security context (user, group and fsGroup 1000) on pods that
 * do not define their own.
 */
final class PodDefaultsStep implements PodTemplateStep {

  static final long NON_ROOT_ID = 1000L;

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    PodSpec pod = template.getSpec();
    DefaultsApplication.addImagePullSecrets(
        pod, context.spec().getImagePullSecrets(), context.namespaceDefaults());
    if (!Boolean.TRUE.equals(context.spec().getDangerous()) && pod.getSecurityContext() == null) {
      pod.setSecurityContext(
          new PodSecurityContextBuilder()
              .withRunAsUser(NON_ROOT_ID)
              .withRunAsGroup(NON_ROOT_ID)
              .withFsGroup(NON_ROOT_ID)
              .build());
    }
  }
}
