package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.operator.namespaceconfig.DefaultsApplication;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.KeyToPath;
import io.fabric8.kubernetes.api.model.PodSecurityContextBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The download Job {@code <name>-download}: our image runs the download program ({@link
 * WorkloadOptions}) on the task configuration mounted from the ConfigMap, with the data and Hugging
 * Face PVCs and the referenced Secrets mounted; its pods carry the Kaiwo object's annotations like
 * the workload's pods do. What the workload leaves out comes from its namespace's
 * AIMNamespaceConfig: the Hugging Face token ({@code HF_TOKEN}, when it pre-caches repositories)
 * and image pull secrets. It is not queued through Kueue (it needs no GPUs), does not retry ({@code
 * backoffLimit: 0}) and has no TTL, because its success is what lets the workload start.
 */
public final class DownloadJobBuilder {

  static final String CONTAINER = "downloader";
  static final String CONFIG_VOLUME = "config";
  static final String CONFIG_DIRECTORY = "/config";

  private DownloadJobBuilder() {}

  static Job build(BuildContext context, DownloadSecrets secrets) {
    StorageLayout storage = context.storage();
    String name = DownloadConfigBuilder.name(context.workload().name());
    Map<String, String> labels = new LinkedHashMap<>(WorkloadLabels.object(context.workload()));
    labels.put(KaiwoLabels.TYPE, KaiwoLabels.TYPE_DOWNLOADER);
    ContainerBuilder container =
        new ContainerBuilder()
            .withName(CONTAINER)
            .withImage(context.options().downloaderImage())
            .withImagePullPolicy("Always")
            .withArgs(context.options().downloaderArgs())
            .withNewResources()
            .addToRequests("cpu", new Quantity("1"))
            .addToRequests("memory", new Quantity("1Gi"))
            .addToLimits("cpu", new Quantity("2"))
            .addToLimits("memory", new Quantity("4Gi"))
            .endResources()
            .addToVolumeMounts(mount(CONFIG_VOLUME, CONFIG_DIRECTORY));
    List<Volume> volumes = new ArrayList<>();
    volumes.add(
        new VolumeBuilder()
            .withName(CONFIG_VOLUME)
            .withNewConfigMap()
            .withName(name)
            .endConfigMap()
            .build());
    if (storage.hasData()) {
      volumes.add(claim(PodVolumesStep.DATA_VOLUME, storage.dataClaim()));
      container.addToVolumeMounts(mount(PodVolumesStep.DATA_VOLUME, storage.dataMountPath()));
    }
    if (storage.hasHf()) {
      volumes.add(claim(PodVolumesStep.HF_VOLUME, storage.hfClaim()));
      container.addToVolumeMounts(mount(PodVolumesStep.HF_VOLUME, storage.hfMountPath()));
      container
          .addNewEnv()
          .withName(ContainerEnvStep.HF_HOME)
          .withValue(storage.hfMountPath())
          .endEnv();
    }
    int index = 0;
    for (Map.Entry<String, Set<String>> secret : secrets.keys().entrySet()) {
      String volume = secretVolumeName(secret.getKey(), index++);
      volumes.add(
          new VolumeBuilder()
              .withName(volume)
              .withNewSecret()
              .withSecretName(secret.getKey())
              .withItems(secret.getValue().stream().map(k -> new KeyToPath(k, null, k)).toList())
              .endSecret()
              .build());
      container.addToVolumeMounts(mount(volume, DownloadSecrets.mountPath(secret.getKey())));
    }
    List<EnvVar> env = context.spec().getEnv();
    if (env != null) {
      container.addAllToEnv(env);
    }
    Container downloader = container.build();
    if (context.spec().getStorage().hasHfDownloads()) {
      DefaultsApplication.addHuggingFaceToken(downloader, context.namespaceDefaults());
    }
    Job job =
        new JobBuilder()
            .withMetadata(Ownership.childMetadata(context.workload(), name, labels))
            .withNewSpec()
            .withBackoffLimit(0)
            .withNewTemplate()
            .withNewMetadata()
            .withLabels(labels)
            .withAnnotations(podAnnotations(context))
            .endMetadata()
            .withNewSpec()
            .withRestartPolicy("Never")
            .withSecurityContext(
                new PodSecurityContextBuilder()
                    .withRunAsUser(PodDefaultsStep.NON_ROOT_ID)
                    .withRunAsGroup(PodDefaultsStep.NON_ROOT_ID)
                    .withFsGroup(PodDefaultsStep.NON_ROOT_ID)
                    .build())
            .withContainers(downloader)
            .withVolumes(volumes)
            .endSpec()
            .endTemplate()
            .endSpec()
            .build();
    PodSpec pod = job.getSpec().getTemplate().getSpec();
    DefaultsApplication.addImagePullSecrets(
        pod, context.spec().getImagePullSecrets(), context.namespaceDefaults());
    return job;
  }

  /**
   * The Kaiwo object's annotations, as on the workload's own pods (kubectl's bookkeeping left out).
   */
  private static Map<String, String> podAnnotations(BuildContext context) {
    Map<String, String> annotations = new LinkedHashMap<>(context.workload().annotations());
    annotations.remove(TemplateMetadataStep.LAST_APPLIED);
    return annotations.isEmpty() ? null : annotations;
  }

  /** {@code secret-<name>} when that is a valid volume name, else {@code secret-<index>}. */
  static String secretVolumeName(String secretName, int index) {
    String candidate = "secret-" + secretName;
    return candidate.length() <= 63 && candidate.matches("[a-z0-9]([-a-z0-9]*[a-z0-9])?")
        ? candidate
        : "secret-" + index;
  }

  private static Volume claim(String volume, String claim) {
    return new VolumeBuilder()
        .withName(volume)
        .withNewPersistentVolumeClaim()
        .withClaimName(claim)
        .endPersistentVolumeClaim()
        .build();
  }

  private static VolumeMount mount(String volume, String path) {
    return new VolumeMountBuilder().withName(volume).withMountPath(path).build();
  }
}
