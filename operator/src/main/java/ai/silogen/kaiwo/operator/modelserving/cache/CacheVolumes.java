package ai.silogen.kaiwo.operator.modelserving.cache;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;

/**
 * The cache claim as seen by containers: the Model's directory {@code models/<name>-<uid>} of the
 * shared claim, mounted at {@code /models/<name>-<uid>}.
 */
public final class CacheVolumes {

  /** Name of the pod volume of the cache claim. */
  public static final String VOLUME = "models";

  private CacheVolumes() {}

  /** The claim of {@code cacheProfile} as a pod volume. */
  public static Volume claimVolume(String cacheProfile) {
    return new VolumeBuilder()
        .withName(VOLUME)
        .withNewPersistentVolumeClaim()
        .withClaimName(ModelNames.cacheClaim(cacheProfile))
        .endPersistentVolumeClaim()
        .build();
  }

  /** The Model's own directory; read-only for servers, writable for the load Job. */
  public static VolumeMount modelDirMount(Model model, boolean readOnly) {
    return new VolumeMountBuilder()
        .withName(VOLUME)
        .withMountPath(ModelNames.cacheDir(model))
        .withSubPath("models/" + ModelNames.cacheEntry(model))
        .withReadOnly(readOnly)
        .build();
  }

  /** All models' directories, for the evict Job. */
  public static VolumeMount allModelsMount() {
    return new VolumeMountBuilder()
        .withName(VOLUME)
        .withMountPath(ModelNames.CACHE_ROOT)
        .withSubPath("models")
        .build();
  }
}
