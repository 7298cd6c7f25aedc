package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.api.model.autoscaling.v1.Scale;
import io.fabric8.kubernetes.api.model.autoscaling.v1.ScaleBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.Objects;

/**
 * Writes replicas through the Model's {@code scale} subresource, as {@code kubectl scale} and
 * KubeAI do: one unconditional PUT of an {@code autoscaling/v1 Scale}, so it never conflicts with
 * concurrent edits of the rest of the Model.
 */
public final class KubernetesModelScaler implements ModelScaler {
  private final KubernetesClient client;

  public KubernetesModelScaler(KubernetesClient client) {
    this.client = Objects.requireNonNull(client, "client");
  }

  @Override
  public void scale(String namespace, String name, int replicas) {
    Scale scale =
        new ScaleBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(namespace)
            .endMetadata()
            .withNewSpec()
            .withReplicas(replicas)
            .endSpec()
            .build();
    client.resources(Model.class).inNamespace(namespace).withName(name).scale(scale);
  }
}
