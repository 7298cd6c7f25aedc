package ai.silogen.kaiwo.operator.workload.reconcile;

import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import java.util.List;
import java.util.Optional;

/**
 * The one change a PersistentVolumeClaim accepts after creation: a larger {@code
 * spec.resources.requests.storage}, when its StorageClass has {@code allowVolumeExpansion: true}.
 * Shrinking is never allowed. Everything else about a claim stays create-only.
 */
final class ClaimResize {

  static final String STORAGE_PATH = "spec.resources.requests.storage";

  /** What to do with a claim whose only difference is its size. */
  sealed interface Decision {}

  /** Patch the larger size. */
  record Grow() implements Decision {}

  /** Leave the claim and say why. */
  record Refuse(String message) implements Decision {}

  private ClaimResize() {}

  /**
   * The decision for {@code actual}, or empty when {@code differences} are not only its size.
   *
   * @param storageClass the claim's StorageClass, empty when it names none or it does not exist
   */
  static Optional<Decision> decide(
      PersistentVolumeClaim desired,
      PersistentVolumeClaim actual,
      List<String> differences,
      Optional<StorageClass> storageClass) {
    if (!differences.equals(List.of(STORAGE_PATH))) {
      return Optional.empty();
    }
    Quantity wanted = size(desired);
    Quantity current = size(actual);
    if (wanted == null || current == null) {
      return Optional.empty();
    }
    String refused =
        ChildApplier.describe(actual) + " was not resized from " + current + " to " + wanted + ": ";
    if (wanted.getNumericalAmount().compareTo(current.getNumericalAmount()) < 0) {
      return Optional.of(new Refuse(refused + "a volume can grow but never shrink"));
    }
    String className = actual.getSpec().getStorageClassName();
    if (className == null || className.isEmpty()) {
      return Optional.of(new Refuse(refused + "it has no StorageClass"));
    }
    if (storageClass.isEmpty()) {
      return Optional.of(
          new Refuse(refused + "its StorageClass '" + className + "' does not exist"));
    }
    if (!Boolean.TRUE.equals(storageClass.get().getAllowVolumeExpansion())) {
      return Optional.of(
          new Refuse(
              refused
                  + "its StorageClass '"
                  + className
                  + "' does not set allowVolumeExpansion: true"));
    }
    return Optional.of(new Grow());
  }

  private static Quantity size(PersistentVolumeClaim claim) {
    return claim.getSpec() == null
            || claim.getSpec().getResources() == null
            || claim.getSpec().getResources().getRequests() == null
        ? null
        : claim.getSpec().getResources().getRequests().get("storage");
  }
}
