package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Which Kueue objects belong to the KaiwoQueueConfig: those with an owner reference to a
 * KaiwoQueueConfig of the same name. The owner's UID is not compared, so objects survive the config
 * being deleted and re-created (the API server's garbage collector removes them only when their
 * owner is gone for good); the reference is then repointed to the new UID. Objects without such a
 * reference were created by someone else and are never deleted by Kaiwo.
 */
public final class Ownership {

  private static final String KIND = "KaiwoQueueConfig";

  private Ownership() {}

  /** Whether {@code object} belongs to the KaiwoQueueConfig named {@code owner}. */
  public static boolean ownedBy(HasMetadata object, String owner) {
    return references(object).stream().anyMatch(ref -> isOwner(ref, owner));
  }

  /** Whether {@code object}'s reference to {@code owner} is current (UID and controller flag). */
  static boolean referencesCurrent(HasMetadata object, KaiwoQueueConfig owner) {
    return references(object).stream()
        .anyMatch(
            ref ->
                isOwner(ref, owner.getMetadata().getName())
                    && Objects.equals(ref.getUid(), owner.getMetadata().getUid()));
  }

  /**
   * {@code object}'s owner references with the reference to {@code owner} added or updated. It is
   * the controller reference unless another controller already claims the object.
   */
  static List<OwnerReference> withOwner(HasMetadata object, KaiwoQueueConfig owner) {
    List<OwnerReference> references = new ArrayList<>(references(object));
    references.removeIf(ref -> isOwner(ref, owner.getMetadata().getName()));
    boolean otherController =
        references.stream().anyMatch(ref -> Boolean.TRUE.equals(ref.getController()));
    references.add(
        new OwnerReferenceBuilder()
            .withApiVersion(ApiGroups.KAIWO + "/" + ApiGroups.KAIWO_VERSION)
            .withKind(KIND)
            .withName(owner.getMetadata().getName())
            .withUid(owner.getMetadata().getUid())
            .withController(!otherController)
            .build());
    return references;
  }

  private static boolean isOwner(OwnerReference ref, String owner) {
    return KIND.equals(ref.getKind())
        && ref.getApiVersion() != null
        && ref.getApiVersion().startsWith(ApiGroups.KAIWO + "/")
        && Objects.equals(owner, ref.getName());
  }

  private static List<OwnerReference> references(HasMetadata object) {
    return orEmpty(object.getMetadata().getOwnerReferences());
  }
}
