package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.api.config.v1alpha1.KaiwoStorageConfig.DEFAULT_DATA_MOUNT_PATH;
import static ai.silogen.kaiwo.api.config.v1alpha1.KaiwoStorageConfig.DEFAULT_HF_MOUNT_PATH;
import static ai.silogen.kaiwo.api.kaiwo.v1alpha1.StorageSpec.DEFAULT_ACCESS_MODE;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoStorageConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.StorageSpec;

/**
 * A workload's storage with every default resolved: which PVCs exist, their names, sizes, class and
 * access mode, where they are mounted, and whether a download Job runs first.
 *
 * <p>Defaults: the access mode is the CRD's ({@link StorageSpec#DEFAULT_ACCESS_MODE}); the storage
 * class and mount paths come from the spec, else from KaiwoConfig {@code storage.*} (the original
 * ignored those settings), else the cluster's default class and the KaiwoConfig CRD's default
 * paths. The workload CRD has no default for the mount paths, so that an unset path is told apart
 * from one the user chose.
 *
 * @param dataClaim name of the data PVC, or {@code null} when there is none
 * @param hfClaim name of the Hugging Face cache PVC, or {@code null} when there is none
 */
public record StorageLayout(
    String dataClaim,
    String dataSize,
    String dataMountPath,
    String hfClaim,
    String hfSize,
    String hfMountPath,
    String storageClass,
    String accessMode,
    boolean downloads) {

  /** The storage of workload {@code name}. */
  public static StorageLayout of(String name, StorageSpec spec, KaiwoStorageConfig config) {
    if (spec == null || !spec.hasStorageEnabled()) {
      return new StorageLayout(
          null, null, null, null, null, null, null, DEFAULT_ACCESS_MODE, false);
    }
    String dataPath =
        firstNonBlank(
            spec.getData() == null ? null : spec.getData().getMountPath(),
            firstNonBlank(config.getDefaultDataMountPath(), DEFAULT_DATA_MOUNT_PATH));
    String hfPath =
        firstNonBlank(
            spec.getHuggingFace() == null ? null : spec.getHuggingFace().getMountPath(),
            firstNonBlank(config.getDefaultHfMountPath(), DEFAULT_HF_MOUNT_PATH));
    return new StorageLayout(
        spec.hasDataVolume() ? name + "-data" : null,
        spec.hasDataVolume() ? spec.getData().getStorageSize() : null,
        dataPath,
        spec.hasHfVolume() ? name + "-hf" : null,
        spec.hasHfVolume() ? spec.getHuggingFace().getStorageSize() : null,
        hfPath,
        firstNonBlank(spec.getStorageClassName(), config.getDefaultStorageClass()),
        firstNonBlank(spec.getAccessMode(), DEFAULT_ACCESS_MODE),
        spec.hasDownloads());
  }

  public boolean hasData() {
    return dataClaim != null;
  }

  public boolean hasHf() {
    return hfClaim != null;
  }

  private static String firstNonBlank(String first, String second) {
    return first != null && !first.isBlank() ? first : second;
  }
}
