package ai.silogen.kaiwo.sandbox.controlplane.storage;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster;
import io.fabric8.kubernetes.api.model.PersistentVolume;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Dynamic provisioning and binding of claims against the mock API server. */
class VolumeProvisionerTest {

  private static ControlPlaneCluster cluster;

  @BeforeAll
  static void start() {
    cluster = new ControlPlaneCluster(Duration.ofMillis(200));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void defaultStorageClassExists() {
    StorageClass standard =
        cluster.client().storage().v1().storageClasses().withName("standard").get();
    assertThat(standard.getMetadata().getAnnotations())
        .containsEntry(Volumes.IS_DEFAULT_CLASS, "true");
    assertThat(standard.getVolumeBindingMode()).isEqualTo("Immediate");
  }

  @Test
  void claimWithoutClassIsBoundToAProvisionedVolume() {
    String ns = cluster.newNamespace();
    cluster.client().resource(claim(ns, "data", null)).create();

    eventually().untilAsserted(() -> assertThat(phase(ns, "data")).isEqualTo("Bound"));
    PersistentVolumeClaim bound = get(ns, "data");
    assertThat(bound.getStatus().getCapacity()).containsEntry("storage", new Quantity("10Gi"));
    assertThat(bound.getStatus().getAccessModes()).containsExactly("ReadWriteMany");
    assertThat(bound.getSpec().getStorageClassName()).isEqualTo("standard");
    PersistentVolume volume =
        cluster.client().persistentVolumes().withName(bound.getSpec().getVolumeName()).get();
    assertThat(volume.getMetadata().getName()).isEqualTo("pvc-" + bound.getMetadata().getUid());
    assertThat(volume.getStatus().getPhase()).isEqualTo("Bound");
    assertThat(volume.getSpec().getClaimRef().getName()).isEqualTo("data");
    assertThat(volume.getSpec().getCapacity()).containsEntry("storage", new Quantity("10Gi"));
    eventually()
        .untilAsserted(
            () -> assertThat(cluster.eventReasons(ns, "data")).contains("ProvisioningSucceeded"));

    cluster.client().resource(bound).delete();
    eventually()
        .untilAsserted(
            () ->
                assertThat(
                        cluster
                            .client()
                            .persistentVolumes()
                            .withName(volume.getMetadata().getName())
                            .get())
                    .isNull());
  }

  @Test
  void claimOfAMissingClassStaysPendingUntilTheClassAppears() {
    String ns = cluster.newNamespace();
    cluster.client().resource(claim(ns, "fast", "nvme")).create();

    eventually()
        .untilAsserted(
            () ->
                assertThat(cluster.eventsFor(ns, "fast"))
                    .anyMatch(
                        e ->
                            e.getReason().equals("ProvisioningFailed")
                                && e.getType().equals("Warning")
                                && e.getMessage()
                                    .equals("storageclass.storage.k8s.io \"nvme\" not found")));
    assertThat(phase(ns, "fast")).isNull();

    StorageClass nvme =
        new StorageClassBuilder(Volumes.defaultStorageClass())
            .editMetadata()
            .withName("nvme")
            .withAnnotations(null)
            .endMetadata()
            .build();
    cluster.client().resource(nvme).create();
    eventually().untilAsserted(() -> assertThat(phase(ns, "fast")).isEqualTo("Bound"));
  }

  private static PersistentVolumeClaim claim(String ns, String name, String storageClass) {
    return new PersistentVolumeClaimBuilder()
        .withNewMetadata()
        .withName(name)
        .withNamespace(ns)
        .endMetadata()
        .withNewSpec()
        .withStorageClassName(storageClass)
        .withAccessModes("ReadWriteMany")
        .withNewResources()
        .addToRequests("storage", new Quantity("10Gi"))
        .endResources()
        .endSpec()
        .build();
  }

  private static PersistentVolumeClaim get(String ns, String name) {
    return ControlPlaneCluster.present(
        cluster.client().persistentVolumeClaims().inNamespace(ns).withName(name).get(), name);
  }

  private static String phase(String ns, String name) {
    PersistentVolumeClaim claim = get(ns, name);
    return claim.getStatus() == null ? null : claim.getStatus().getPhase();
  }
}
