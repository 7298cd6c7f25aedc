package ai.silogen.kaiwo.sandbox.controlplane.pods;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/** Pods stamped out of a workload's pod template, as workload controllers create them. */
public final class PodTemplates {

  private PodTemplates() {}

  /**
   * A pod named {@code <owner>-<5 random>} in the owner's namespace with the template's labels
   * (plus {@code extraLabels}), annotations and spec, controlled by {@code owner} (with {@code
   * blockOwnerDeletion}, so foreground deletion of the owner waits for it).
   */
  public static Pod newPod(
      HasMetadata owner, PodTemplateSpec template, Map<String, String> extraLabels) {
    ObjectMeta meta = template.getMetadata();
    Map<String, String> labels = new LinkedHashMap<>();
    if (meta != null && meta.getLabels() != null) {
      labels.putAll(meta.getLabels());
    }
    labels.putAll(extraLabels);
    return new PodBuilder()
        .withNewMetadata()
        .withName(RandomNames.withSuffix(owner.getMetadata().getName()))
        .withNamespace(owner.getMetadata().getNamespace())
        .withLabels(labels)
        .withAnnotations(meta == null ? null : meta.getAnnotations())
        .addToOwnerReferences(
            new OwnerReferenceBuilder()
                .withApiVersion(owner.getApiVersion())
                .withKind(owner.getKind())
                .withName(owner.getMetadata().getName())
                .withUid(owner.getMetadata().getUid())
                .withController(true)
                .withBlockOwnerDeletion(true)
                .build())
        .endMetadata()
        .withSpec(template.getSpec())
        .build();
  }
}
