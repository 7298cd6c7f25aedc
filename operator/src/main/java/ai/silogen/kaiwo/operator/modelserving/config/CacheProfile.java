package ai.silogen.kaiwo.operator.modelserving.config;

/**
 * Where models with this cache profile keep their files. The shared filesystem is the only kind, as
 * in KubeAI.
 *
 * @param sharedFilesystem a ReadWriteMany volume shared by all models of the profile in a namespace
 */
public record CacheProfile(SharedFilesystem sharedFilesystem) {

  /**
   * A ReadWriteMany claim provisioned from a storage class, bound to a given volume, or both.
   *
   * @param storageClassName storage class of the claim
   * @param persistentVolumeName a pre-provisioned volume; it binds to one claim, so a profile that
   *     names one serves models of one namespace
   */
  public record SharedFilesystem(String storageClassName, String persistentVolumeName) {}
}
