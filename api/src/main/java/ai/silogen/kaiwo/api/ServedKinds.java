package ai.silogen.kaiwo.api;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.client.CustomResource;
import java.util.List;

/** The kinds Kaiwo serves, i.e. the ones it generates and installs CRDs for. */
public final class ServedKinds {

  /** Every served kind, workloads first. */
  public static final List<Class<? extends CustomResource<?, ?>>> ALL =
      List.of(
          KaiwoJob.class,
          KaiwoService.class,
          KaiwoQueueConfig.class,
          KaiwoConfig.class,
          AIMNamespaceConfig.class,
          Model.class);

  private ServedKinds() {}

  /**
   * Name of the CRD of a kind, {@code <plural>.<group>}, e.g. {@code kaiwojobs.kaiwo.silogen.ai}.
   */
  public static String crdName(Class<? extends CustomResource<?, ?>> kind) {
    return CustomResource.getCRDName(kind);
  }
}
