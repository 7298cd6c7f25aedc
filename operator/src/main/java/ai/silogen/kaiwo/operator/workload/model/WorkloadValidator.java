package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ObjectStorageDownloadSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.SecretVolume;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.StorageSpec;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException.FieldError;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks what the CRD schema cannot (or what {@code kaiwo render} gets without an API server in
 * front): values the builders would otherwise silently misuse. Every problem names its field.
 */
public final class WorkloadValidator {

  private static final Set<String> ACCESS_MODES =
      Set.of("ReadWriteOnce", "ReadWriteMany", "ReadOnlyMany", "ReadWriteOncePod");

  /**
   * Most GPUs one workload may ask for. Larger than any cluster (so never the reason a real request
   * fails), small enough that the plan's arithmetic and its split search stay cheap and exact.
   */
  public static final int MAX_GPUS = 100_000;

  /** Most replicas: Kubernetes' limit for the completions of an Indexed Job. */
  public static final int MAX_REPLICAS = 100_000;

  private final List<FieldError> errors = new ArrayList<>();

  private WorkloadValidator() {}

  /**
   * Validates {@code workload}.
   *
   * @throws InvalidWorkloadException listing every problem
   */
  public static void validate(KaiwoWorkload workload) {
    WorkloadValidator validator = new WorkloadValidator();
    validator.metadata(workload);
    validator.common(workload.spec());
    validator.kindSpecific(workload.spec());
    if (!validator.errors.isEmpty()) {
      throw new InvalidWorkloadException(workload.kind() + " " + workload.name(), validator.errors);
    }
  }

  /** The GPU vendor of a valid spec ({@code amd} when not set). */
  public static GpuVendor vendor(CommonMetaSpec spec) {
    String value = spec.getGpuVendor();
    return value == null || value.isBlank()
        ? GpuVendor.AMD
        : GpuVendor.parse(value).orElse(GpuVendor.AMD);
  }

  private void metadata(KaiwoWorkload workload) {
    if (workload.name() == null || workload.name().isBlank()) {
      error("metadata.name", "required");
    }
  }

  private void common(CommonMetaSpec spec) {
    GpuVendor.refusal(spec.getGpuVendor()).ifPresent(why -> error("spec.gpuVendor", why));
    between("spec.gpus", spec.getGpus(), MAX_GPUS);
    between("spec.replicas", spec.getReplicas(), MAX_REPLICAS);
    between("spec.gpusPerReplica", spec.getGpusPerReplica(), MAX_GPUS);
    gpuTotal(spec);
    if (spec.getDuration() != null) {
      try {
        GoDuration.parse(spec.getDuration());
      } catch (IllegalArgumentException e) {
        error("spec.duration", e.getMessage());
      }
    }
    resources("spec.resources", spec.getResources());
    secretVolumes(spec.getSecretVolumes());
    storage(spec.getStorage());
  }

  private void kindSpecific(CommonMetaSpec spec) {
    errors.addAll(EmbeddedObjects.errors(spec));
    if (spec instanceof KaiwoJobSpec job && EmbeddedObjects.given(job.getJob())) {
      if (EmbeddedObjects.given(job.getRayJob())) {
        error("spec.job", "cannot be combined with spec.rayJob");
      } else if (Boolean.TRUE.equals(job.getRay())) {
        error("spec.job", "not used with spec.ray: true (give spec.rayJob instead)");
      }
    }
    if (spec instanceof KaiwoServiceSpec service
        && EmbeddedObjects.given(service.getDeployment())) {
      if (EmbeddedObjects.given(service.getRayService())) {
        error("spec.deployment", "cannot be combined with spec.rayService");
      } else if (Boolean.TRUE.equals(service.getRay())) {
        error("spec.deployment", "not used with spec.ray: true (give spec.rayService instead)");
      }
    }
  }

  private void resources(String path, ResourceRequirements resources) {
    if (resources == null) {
      return;
    }
    quantities(path + ".requests", resources.getRequests());
    quantities(path + ".limits", resources.getLimits());
  }

  private void quantities(String path, Map<String, Quantity> amounts) {
    if (amounts == null) {
      return;
    }
    amounts.forEach(
        (name, amount) -> {
          if (amount == null || !Quantities.isValid(amount.toString())) {
            error(path + "." + name, "'" + amount + "' is not a quantity");
          }
        });
  }

  private void secretVolumes(List<SecretVolume> volumes) {
    if (volumes == null) {
      return;
    }
    for (int i = 0; i < volumes.size(); i++) {
      SecretVolume volume = volumes.get(i);
      String path = "spec.secretVolumes[" + i + "]";
      required(path + ".name", volume.getName());
      required(path + ".secretName", volume.getSecretName());
      required(path + ".mountPath", volume.getMountPath());
    }
  }

  private void storage(StorageSpec storage) {
    if (storage == null || !storage.hasStorageEnabled()) {
      return;
    }
    if (storage.getAccessMode() != null && !ACCESS_MODES.contains(storage.getAccessMode())) {
      error(
          "spec.storage.accessMode",
          "unsupported access mode '"
              + storage.getAccessMode()
              + "' (expected one of "
              + ACCESS_MODES.stream().sorted().toList()
              + ")");
    }
    if (storage.getData() != null) {
      size("spec.storage.data.storageSize", storage.getData().getStorageSize());
      if (storage.getData().getDownload() != null
          && !storage.hasDataVolume()
          && hasAny(storage.getData().getDownload())) {
        error("spec.storage.data.storageSize", "required when spec.storage.data.download is set");
      }
    }
    if (storage.getHuggingFace() != null) {
      size("spec.storage.huggingFace.storageSize", storage.getHuggingFace().getStorageSize());
      List<?> repos = storage.getHuggingFace().getPreCacheRepos();
      if (repos != null && !repos.isEmpty() && !storage.hasHfVolume()) {
        error(
            "spec.storage.huggingFace.storageSize",
            "required when spec.storage.huggingFace.preCacheRepos is set");
      }
    }
  }

  private static boolean hasAny(ObjectStorageDownloadSpec download) {
    return notEmpty(download.getS3())
        || notEmpty(download.getGcs())
        || notEmpty(download.getAzureBlob())
        || notEmpty(download.getGit());
  }

  private static boolean notEmpty(List<?> list) {
    return list != null && !list.isEmpty();
  }

  private void size(String path, String value) {
    if (value != null && !value.isBlank() && !Quantities.isValid(value)) {
      error(path, "'" + value + "' is not a quantity (e.g. 100Gi)");
    }
  }

  private void between(String path, Integer value, int max) {
    if (value != null && value < 0) {
      error(path, "must be at least 0, got " + value);
    } else if (value != null && value > max) {
      error(path, "must be at most " + max + ", got " + value);
    }
  }

  /** {@code replicas * gpusPerReplica}, in long: as int, 65536 * 65536 wrapped to 0 GPUs. */
  private void gpuTotal(CommonMetaSpec spec) {
    Integer replicas = spec.getReplicas();
    Integer perReplica = spec.getGpusPerReplica();
    if (replicas == null
        || perReplica == null
        || replicas > MAX_REPLICAS
        || perReplica > MAX_GPUS) {
      return; // reported above
    }
    long total = (long) replicas * perReplica;
    if (total > MAX_GPUS) {
      error(
          "spec.gpusPerReplica",
          "spec.replicas × spec.gpusPerReplica = "
              + replicas
              + " × "
              + perReplica
              + " = "
              + total
              + " GPUs, more than the "
              + MAX_GPUS
              + " one workload may ask for");
    }
  }

  private void required(String path, String value) {
    if (value == null || value.isBlank()) {
      error(path, "required");
    }
  }

  private void error(String path, String message) {
    errors.add(new FieldError(path, message));
  }
}
