package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.operator.workload.reconcile.ClaimResize.Grow;
import ai.silogen.kaiwo.operator.workload.reconcile.ClaimResize.Refuse;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ClaimResizeTest {

  private static final List<String> SIZE_ONLY = List.of(ClaimResize.STORAGE_PATH);

  private static PersistentVolumeClaim claim(String size, String storageClass) {
    return new PersistentVolumeClaimBuilder()
        .withNewMetadata()
        .withName("data")
        .endMetadata()
        .withNewSpec()
        .withStorageClassName(storageClass)
        .withNewResources()
        .addToRequests("storage", new Quantity(size))
        .endResources()
        .endSpec()
        .build();
  }

  private static Optional<StorageClass> storageClass(Boolean expandable) {
    return Optional.of(
        new StorageClassBuilder()
            .withNewMetadata()
            .withName("fast")
            .endMetadata()
            .withAllowVolumeExpansion(expandable)
            .build());
  }

  @Test
  void aClaimGrowsWhenItsClassAllowsExpansion() {
    assertThat(
            ClaimResize.decide(
                claim("4Gi", "fast"), claim("2Gi", "fast"), SIZE_ONLY, storageClass(true)))
        .containsInstanceOf(Grow.class);
  }

  @Test
  void growingIsRefusedWithTheReasonWhenTheClassDoesNotAllowIt() {
    assertThat(
            ClaimResize.decide(
                claim("4Gi", "fast"), claim("2Gi", "fast"), SIZE_ONLY, storageClass(null)))
        .contains(
            new Refuse(
                "PersistentVolumeClaim data was not resized from 2Gi to 4Gi: its StorageClass"
                    + " 'fast' does not set allowVolumeExpansion: true"));
    assertThat(
            ClaimResize.decide(
                claim("4Gi", "gone"), claim("2Gi", "gone"), SIZE_ONLY, Optional.empty()))
        .contains(
            new Refuse(
                "PersistentVolumeClaim data was not resized from 2Gi to 4Gi: its StorageClass"
                    + " 'gone' does not exist"));
  }

  @Test
  void shrinkingIsNeverAllowed() {
    assertThat(
            ClaimResize.decide(
                claim("1Gi", "fast"), claim("2Gi", "fast"), SIZE_ONLY, storageClass(true)))
        .contains(
            new Refuse(
                "PersistentVolumeClaim data was not resized from 2Gi to 1Gi: a volume can grow"
                    + " but never shrink"));
  }

  @Test
  void otherDifferencesAreNotAResize() {
    assertThat(
            ClaimResize.decide(
                claim("4Gi", "fast"),
                claim("2Gi", "fast"),
                List.of(ClaimResize.STORAGE_PATH, "spec.accessModes"),
                storageClass(true)))
        .isEmpty();
  }
}
