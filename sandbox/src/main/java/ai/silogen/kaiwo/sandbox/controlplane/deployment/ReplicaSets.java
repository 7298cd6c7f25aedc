package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import io.fabric8.kubernetes.api.model.LabelSelector;
import io.fabric8.kubernetes.api.model.LabelSelectorBuilder;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetBuilder;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetStatus;
import java.util.Map;
import java.util.function.Function;

/** Building and reading the ReplicaSets of a Deployment. */
final class ReplicaSets {

  /** Annotation numbering a Deployment's rollouts, on the Deployment and its ReplicaSets. */
  static final String REVISION = "deployment.kubernetes.io/revision";

  private ReplicaSets() {}

  /**
   * The ReplicaSet {@code <deployment>-<hash>} for the Deployment's current template: the template
   * and selector get the {@code pod-template-hash} label, and the Deployment is its controller.
   */
  static ReplicaSet newFor(Deployment deployment, long revision, int replicas) {
    PodTemplateSpec template = deployment.getSpec().getTemplate();
    String hash = PodTemplateHash.of(template);
    PodTemplateSpec hashed =
        new PodTemplateSpecBuilder(template)
            .editOrNewMetadata()
            .addToLabels(PodTemplateHash.LABEL, hash)
            .endMetadata()
            .build();
    LabelSelector selector = deployment.getSpec().getSelector();
    LabelSelector hashedSelector =
        (selector == null
                ? new LabelSelectorBuilder().withMatchLabels(hashed.getMetadata().getLabels())
                : new LabelSelectorBuilder(selector))
            .addToMatchLabels(PodTemplateHash.LABEL, hash)
            .build();
    return new ReplicaSetBuilder()
        .withNewMetadata()
        .withName(deployment.getMetadata().getName() + "-" + hash)
        .withNamespace(deployment.getMetadata().getNamespace())
        .withLabels(hashed.getMetadata().getLabels())
        .addToAnnotations(REVISION, Long.toString(revision))
        .addToOwnerReferences(
            new OwnerReferenceBuilder()
                .withApiVersion("apps/v1")
                .withKind("Deployment")
                .withName(deployment.getMetadata().getName())
                .withUid(deployment.getMetadata().getUid())
                .withController(true)
                .withBlockOwnerDeletion(true)
                .build())
        .endMetadata()
        .withNewSpec()
        .withReplicas(replicas)
        .withMinReadySeconds(deployment.getSpec().getMinReadySeconds())
        .withSelector(hashedSelector)
        .withTemplate(hashed)
        .endSpec()
        .build();
  }

  /** The ReplicaSet's revision, 0 when it has none. */
  static long revision(ReplicaSet replicaSet) {
    Map<String, String> annotations = replicaSet.getMetadata().getAnnotations();
    String revision = annotations == null ? null : annotations.get(REVISION);
    try {
      return revision == null ? 0 : Long.parseLong(revision);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** A copy with {@code replicas} and {@code revision}. */
  static ReplicaSet with(ReplicaSet replicaSet, int replicas, long revision) {
    return new ReplicaSetBuilder(replicaSet)
        .editMetadata()
        .addToAnnotations(REVISION, Long.toString(revision))
        .endMetadata()
        .editSpec()
        .withReplicas(replicas)
        .endSpec()
        .build();
  }

  /** Pods the ReplicaSet reports ({@code status.replicas}). */
  static int actual(ReplicaSet replicaSet) {
    return statusCount(replicaSet, ReplicaSetStatus::getReplicas);
  }

  /** Ready pods the ReplicaSet reports. */
  static int ready(ReplicaSet replicaSet) {
    return statusCount(replicaSet, ReplicaSetStatus::getReadyReplicas);
  }

  /** Available pods the ReplicaSet reports. */
  static int available(ReplicaSet replicaSet) {
    return statusCount(replicaSet, ReplicaSetStatus::getAvailableReplicas);
  }

  private static int statusCount(ReplicaSet replicaSet, Function<ReplicaSetStatus, Integer> field) {
    Integer value = replicaSet.getStatus() == null ? null : field.apply(replicaSet.getStatus());
    return value == null ? 0 : value;
  }
}
