package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.SecretVolume;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import java.util.List;

/**
 * Volumes and mounts: a memory-backed {@code /dev/shm} for the primary container when it has none
 * (ML frameworks need far more than the runtime's 64Mi), the data and Hugging Face PVCs at their
 * mount paths, and {@code secretVolumes}, mounted into every container including init containers.
 *
 * <p>A secret volume with a {@code key} projects only that key, as the file {@code subPath} (or the
 * key name) inside {@code mountPath}; without a key the whole secret is mounted at {@code
 * mountPath}. (The original mounted the whole secret with a Kubernetes {@code subPath}, which
 * yields an empty directory whenever {@code subPath} is not itself a key.)
 */
final class PodVolumesStep implements PodTemplateStep {

  static final String SHM_VOLUME = "dshm";
  static final String SHM_PATH = "/dev/shm";
  static final String DATA_VOLUME = "data";
  static final String HF_VOLUME = "hf";

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    PodSpec pod = template.getSpec();
    Container primary = PodTemplates.primary(template);
    if (!mounts(primary, SHM_PATH)) {
      addVolume(
          pod,
          new VolumeBuilder()
              .withName(SHM_VOLUME)
              .withNewEmptyDir()
              .withMedium("Memory")
              .withSizeLimit(new Quantity(role.sharedMemory()))
              .endEmptyDir()
              .build());
      mount(primary, new VolumeMountBuilder().withName(SHM_VOLUME).withMountPath(SHM_PATH).build());
    }
    StorageLayout storage = context.storage();
    if (storage.hasData()) {
      addClaim(template, DATA_VOLUME, storage.dataClaim(), storage.dataMountPath());
    }
    if (storage.hasHf()) {
      addClaim(template, HF_VOLUME, storage.hfClaim(), storage.hfMountPath());
    }
    List<SecretVolume> secrets = context.spec().getSecretVolumes();
    if (secrets != null) {
      secrets.forEach(secret -> addSecret(template, secret));
    }
  }

  private static void addClaim(PodTemplateSpec template, String name, String claim, String path) {
    addVolume(
        template.getSpec(),
        new VolumeBuilder()
            .withName(name)
            .withNewPersistentVolumeClaim()
            .withClaimName(claim)
            .endPersistentVolumeClaim()
            .build());
    mountEverywhere(template, name, path);
  }

  private static void addSecret(PodTemplateSpec template, SecretVolume secret) {
    VolumeBuilder volume =
        new VolumeBuilder()
            .withName(secret.getName())
            .withNewSecret()
            .withSecretName(secret.getSecretName())
            .endSecret();
    if (secret.getKey() != null && !secret.getKey().isBlank()) {
      String file =
          secret.getSubPath() != null && !secret.getSubPath().isBlank()
              ? secret.getSubPath()
              : secret.getKey();
      volume
          .editSecret()
          .addNewItem()
          .withKey(secret.getKey())
          .withPath(file)
          .endItem()
          .endSecret();
    }
    addVolume(template.getSpec(), volume.build());
    mountEverywhere(template, secret.getName(), secret.getMountPath());
  }

  private static void mountEverywhere(PodTemplateSpec template, String volume, String path) {
    VolumeMount mount = new VolumeMountBuilder().withName(volume).withMountPath(path).build();
    PodTemplates.all(template).forEach(container -> mount(container, mount));
  }

  private static void addVolume(PodSpec pod, Volume volume) {
    pod.setVolumes(PodTemplates.upsert(pod.getVolumes(), volume, Volume::getName));
  }

  private static void mount(Container container, VolumeMount mount) {
    if (!mounts(container, mount.getMountPath())) {
      container.setVolumeMounts(
          PodTemplates.addIfAbsent(container.getVolumeMounts(), mount, VolumeMount::getName));
    }
  }

  private static boolean mounts(Container container, String path) {
    return container.getVolumeMounts() != null
        && container.getVolumeMounts().stream().anyMatch(m -> path.equals(m.getMountPath()));
  }
}
