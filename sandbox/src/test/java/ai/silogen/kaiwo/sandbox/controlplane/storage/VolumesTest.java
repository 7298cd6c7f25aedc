package ai.silogen.kaiwo.sandbox.controlplane.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.PersistentVolume;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

class VolumesTest {

  private static final StorageClass STANDARD = Volumes.defaultStorageClass();
  private static final StorageClass FAST =
      new StorageClassBuilder(STANDARD)
          .editMetadata()
          .withName("fast")
          .withAnnotations(null)
          .endMetadata()
          .withReclaimPolicy("Retain")
          .build();

  private static PersistentVolumeClaim claim(String storageClass) {
    return new PersistentVolumeClaimBuilder()
        .withNewMetadata()
        .withName("data")
        .withNamespace("ns")
        .withUid("claim-uid")
        .endMetadata()
        .withNewSpec()
        .withStorageClassName(storageClass)
        .withNewResources()
        .addToRequests("storage", new Quantity("5Gi"))
        .endResources()
        .endSpec()
        .build();
  }

  @Test
  void claimsWithoutClassUseTheDefaultClass() {
    assertThat(Volumes.className(claim(null), List.of(FAST, STANDARD))).contains("standard");
    assertThat(Volumes.className(claim(null), List.of(FAST))).isEmpty();
    assertThat(Volumes.className(claim("fast"), List.of(STANDARD))).contains("fast");
    assertThat(Volumes.className(claim(""), List.of(STANDARD))).isEmpty();
  }

  @Test
  void provisionedVolumeIsBoundToTheClaim() {
    PersistentVolume volume = Volumes.volumeFor(claim("fast"), FAST, new Quantity("5Gi"));

    assertThat(volume.getMetadata().getName()).isEqualTo("pvc-claim-uid");
    assertThat(volume.getSpec().getClaimRef().getUid()).isEqualTo("claim-uid");
    assertThat(volume.getSpec().getPersistentVolumeReclaimPolicy()).isEqualTo("Retain");
    assertThat(volume.getSpec().getAccessModes()).containsExactly("ReadWriteOnce");
    assertThat(volume.getSpec().getStorageClassName()).isEqualTo("fast");

    PersistentVolumeClaim bound =
        Volumes.boundStatus(Volumes.boundSpec(claim(null), volume, Volumes.PROVISIONER), volume);
    assertThat(bound.getSpec().getVolumeName()).isEqualTo("pvc-claim-uid");
    assertThat(bound.getSpec().getStorageClassName()).isEqualTo("fast");
    assertThat(bound.getStatus().getPhase()).isEqualTo("Bound");
    assertThat(bound.getStatus().getCapacity()).containsEntry("storage", new Quantity("5Gi"));
    assertThat(bound.getMetadata().getAnnotations())
        .containsEntry("pv.kubernetes.io/bind-completed", "yes");
  }

  @Test
  void claimWithoutSizeHasNoRequestedSize() {
    PersistentVolumeClaim sizeless =
        new PersistentVolumeClaimBuilder(claim(null))
            .editSpec()
            .withResources(null)
            .endSpec()
            .build();
    assertThat(Volumes.requestedSize(sizeless)).isEmpty();
  }
}
