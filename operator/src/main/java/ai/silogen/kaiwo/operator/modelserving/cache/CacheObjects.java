package ai.silogen.kaiwo.operator.modelserving.cache;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.config.CacheProfile.SharedFilesystem;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import ai.silogen.kaiwo.operator.modelserving.spec.PodAdditions;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import ai.silogen.kaiwo.operator.namespaceconfig.DefaultsApplication;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The objects of a shared-filesystem cache: the claim of a profile (one per namespace, shared by
 * its Models, never owned by one), the Job that loads a Model's files into its directory, and the
 * Job that removes them when the Model is deleted. Jobs are owned by the Model.
 */
public final class CacheObjects {

  /**
   * Requested size of a cache claim; shared filesystems (NFS, EFS, Filestore) rarely enforce it.
   */
  public static final Quantity CLAIM_SIZE = new Quantity("10Gi");

  private static final int JOB_TTL_SECONDS = 60;

  private CacheObjects() {}

  /** The claim of cache profile {@code profile} in {@code namespace}. */
  public static PersistentVolumeClaim claim(String namespace, String profile, SharedFilesystem fs) {
    return new PersistentVolumeClaimBuilder()
        .withNewMetadata()
        .withName(ModelNames.cacheClaim(profile))
        .withNamespace(namespace)
        .addToLabels(ModelNames.APP_LABEL, ModelNames.APP_CACHE)
        .addToLabels(ModelNames.MANAGED_BY_LABEL, ModelNames.MANAGED_BY)
        .addToLabels(ModelNames.CACHE_PROFILE_LABEL, profile)
        .endMetadata()
        .withNewSpec()
        .withAccessModes("ReadWriteMany")
        .withStorageClassName(blankToNull(fs.storageClassName()))
        .withVolumeName(blankToNull(fs.persistentVolumeName()))
        .withNewResources()
        .addToRequests("storage", CLAIM_SIZE)
        .endResources()
        .endSpec()
        .build();
  }

  /**
   * The Job {@code load-cache-<model>}: the loader copies {@code spec.url} into the Model's
   * directory with the Model's env, envFrom and the source's credentials, pulling its image with
   * the namespace's pull secrets too.
   */
  public static Job loadJob(ResolvedModel resolved) {
    Model model = resolved.model();
    PodAdditions credentials =
        resolved.credentials().forScheme(resolved.url().scheme(), resolved.env());
    List<EnvVar> env = new ArrayList<>();
    resolved.env().forEach((name, value) -> env.add(new EnvVar(name, value, null)));
    credentials.env().values().stream()
        .filter(var -> !resolved.env().containsKey(var.getName()))
        .forEach(env::add);
    List<VolumeMount> mounts = new ArrayList<>(credentials.mounts());
    mounts.add(CacheVolumes.modelDirMount(model, false));
    Container loader =
        new ContainerBuilder()
            .withName("loader")
            .withImage(resolved.config().modelLoading().image())
            .withArgs(resolved.url().original(), ModelNames.cacheDir(model))
            .withEnv(env)
            .withEnvFrom(Optional.ofNullable(model.getSpec().getEnvFrom()).orElse(List.of()))
            .withVolumeMounts(mounts)
            .withSecurityContext(resolved.config().modelServerPods().securityContext())
            .build();
    List<Volume> volumes = new ArrayList<>(credentials.volumes().values());
    volumes.add(CacheVolumes.claimVolume(resolved.cacheProfile()));
    return job(
        model,
        resolved.config(),
        resolved.namespaceDefaults(),
        ModelNames.loadJob(model),
        loader,
        volumes);
  }

  /**
   * The Job {@code evict-cache-<model>}: removes the Model's directory from the claim. It runs the
   * loader image, so it pulls with the namespace's secrets as the load Job does; without them a
   * private registry would keep the Model's finalizer, and the Model, forever.
   */
  public static Job evictJob(Model model, SystemConfig config, NamespaceDefaults namespace) {
    Container evictor =
        new ContainerBuilder()
            .withName("evictor")
            .withImage(config.modelLoading().image())
            .withCommand("bash", "-c", "rm -rf " + ModelNames.cacheDir(model))
            .withVolumeMounts(CacheVolumes.allModelsMount())
            .withSecurityContext(config.modelServerPods().securityContext())
            .build();
    return job(
        model,
        config,
        namespace,
        ModelNames.evictJob(model),
        evictor,
        List.of(CacheVolumes.claimVolume(model.getSpec().getCacheProfile())));
  }

  /**
   * Both cache Jobs run the loader image: they pull it with the system's secrets, then the
   * namespace's.
   */
  private static Job job(
      Model model,
      SystemConfig config,
      NamespaceDefaults namespace,
      String name,
      Container container,
      List<Volume> volumes) {
    Map<String, String> labels =
        new LinkedHashMap<>(ModelNames.ownedLabels(model, ModelNames.APP_CACHE));
    JobBuilder job =
        new JobBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(model.getMetadata().getNamespace())
            .withLabels(labels)
            .endMetadata()
            .withNewSpec()
            .withTtlSecondsAfterFinished(JOB_TTL_SECONDS)
            .withParallelism(1)
            .withCompletions(1)
            .withNewTemplate()
            .withNewMetadata()
            .withLabels(labels)
            .endMetadata()
            .withNewSpec()
            .withRestartPolicy("OnFailure")
            .withSecurityContext(config.modelServerPods().podSecurityContext())
            .withServiceAccountName(config.modelServerPods().serviceAccountName())
            .withContainers(container)
            .withVolumes(volumes)
            .endSpec()
            .endTemplate()
            .endSpec();
    Optional.ofNullable(ModelNames.ownerReference(model))
        .ifPresent(owner -> job.editMetadata().withOwnerReferences(owner).endMetadata());
    Job built = job.build();
    DefaultsApplication.addImagePullSecrets(
        built.getSpec().getTemplate().getSpec(),
        config.modelServerPods().imagePullSecrets(),
        namespace);
    return built;
  }

  private static String blankToNull(String value) {
    return value == null || value.isBlank() ? null : value;
  }
}
