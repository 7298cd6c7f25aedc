package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterSources;
import ai.silogen.kaiwo.operator.modelserving.cache.CacheVolumes;
import ai.silogen.kaiwo.operator.modelserving.config.ModelServerPods;
import ai.silogen.kaiwo.operator.modelserving.config.ResourceProfile;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelUrl;
import ai.silogen.kaiwo.operator.modelserving.spec.PodAdditions;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import ai.silogen.kaiwo.operator.namespaceconfig.DefaultsApplication;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Builds the pod of a resolved Model (KubeAI's {@code podForModel}): one {@code server} container
 * on port 8000 as its engine wants it, the profile's resources and scheduling, the system config's
 * pod settings, then, in KubeAI's order, the files, adapters, cache and model-source volumes, the
 * configured JSON patches, and finally the hash that names and labels the pod.
 */
public final class ModelPodFactory {

  private static final String SHM_VOLUME = "dshm";

  private ModelPodFactory() {}

  /**
   * The desired pod.
   *
   * @throws InvalidModelException when the files collide or a JSON patch does not apply
   */
  public static DesiredPod build(ResolvedModel model) throws InvalidModelException {
    Model cr = model.model();
    ServerContainer engine = ServerEngine.of(cr.getSpec().getEngine()).container(model);
    PodAdditions source = sourceAdditions(model);
    Container server = server(model, engine, source);
    // Built from mutable parts (no builders, which copy) so the steps below can add to them.
    Pod pod = new Pod();
    pod.setMetadata(new ObjectMeta());
    pod.getMetadata().setNamespace(model.namespace());
    pod.getMetadata().setLabels(ModelNames.podLabels(cr));
    pod.getMetadata().setAnnotations(annotations(model));
    pod.setSpec(podSpec(model, server));
    engine
        .drain()
        .ifPresent(
            drain -> pod.getSpec().setTerminationGracePeriodSeconds(drain.gracePeriodSeconds()));
    Optional.ofNullable(ModelNames.ownerReference(cr))
        .ifPresent(owner -> pod.getMetadata().setOwnerReferences(List.of(owner)));
    ModelFiles.mount(cr, pod.getSpec(), server);
    AdapterSources.prepare(model, pod, server);
    model
        .cache()
        .ifPresent(
            profile -> {
              pod.getSpec().getVolumes().add(CacheVolumes.claimVolume(profile));
              server.getVolumeMounts().add(CacheVolumes.modelDirMount(cr, true));
            });
    pod.getSpec().getVolumes().addAll(source.volumes().values());
    server.getVolumeMounts().addAll(source.mounts());
    Pod patched = JsonPatches.apply(pod, model.config().modelServerPods().jsonPatches());
    String hash = PodHash.of(patched.getSpec(), ModelFiles.contentDigest(cr));
    patched.getMetadata().getLabels().put(KubeAiLabels.POD_HASH, hash);
    patched.getMetadata().setGenerateName(ModelNames.podGenerateName(cr, hash));
    return new DesiredPod(patched, hash);
  }

  /** Credentials of the model's source and, for {@code pvc://}, the claim holding the model. */
  static PodAdditions sourceAdditions(ResolvedModel model) {
    ModelUrl url = model.url();
    if (model.cache().isPresent()) {
      return PodAdditions.none(); // the load Job fetched the files
    }
    if (!url.isScheme(ModelUrl.PVC)) {
      return model.credentials().forScheme(url.scheme(), model.env());
    }
    String subPath = url.path().startsWith("/") ? url.path().substring(1) : url.path();
    return new PodAdditions(
        Map.of(),
        Map.of(
            "model",
            new VolumeBuilder()
                .withName("model")
                .withNewPersistentVolumeClaim()
                .withClaimName(url.name())
                .endPersistentVolumeClaim()
                .build()),
        List.of(
            new VolumeMountBuilder()
                .withName("model")
                .withMountPath(ModelNames.PVC_MODEL_DIR)
                .withSubPath(subPath.isEmpty() ? null : subPath)
                .build()));
  }

  private static Container server(
      ResolvedModel model, ServerContainer engine, PodAdditions source) {
    Map<String, EnvVar> env = new LinkedHashMap<>();
    engine.env().forEach((name, value) -> env.put(name, new EnvVar(name, value, null)));
    source.env().forEach(env::putIfAbsent);
    model.env().forEach((name, value) -> env.put(name, new EnvVar(name, value, null)));
    ContainerBuilder server =
        new ContainerBuilder()
            .withName("server")
            .withImage(model.image())
            .withArgs(engine.args())
            .withEnv(new ArrayList<>(env.values()))
            .withEnvFrom(
                Optional.ofNullable(model.model().getSpec().getEnvFrom()).orElse(List.of()))
            .addNewPort()
            .withName("http")
            .withContainerPort(ModelNames.SERVER_PORT)
            .withProtocol("TCP")
            .endPort()
            .withNewResources()
            .withRequests(model.requests())
            .withLimits(model.limits())
            .endResources()
            .addNewVolumeMount()
            .withName(SHM_VOLUME)
            .withMountPath("/dev/shm")
            .endVolumeMount()
            .withStartupProbe(engine.startupProbe())
            .withReadinessProbe(engine.readinessProbe())
            .withLivenessProbe(engine.livenessProbe())
            .withSecurityContext(model.config().modelServerPods().securityContext());
    if (!engine.command().isEmpty()) {
      server.withCommand(engine.command());
    }
    engine
        .drain()
        .ifPresent(
            drain ->
                server
                    .withNewLifecycle()
                    .withNewPreStop()
                    .withNewExec()
                    .withCommand(drain.preStop())
                    .endExec()
                    .endPreStop()
                    .endLifecycle());
    return server.build();
  }

  private static PodSpec podSpec(ResolvedModel model, Container server) {
    ResourceProfile profile = model.profile();
    ModelServerPods settings = model.config().modelServerPods();
    PodSpec spec = new PodSpec();
    spec.setContainers(new ArrayList<>(List.of(server)));
    spec.setInitContainers(new ArrayList<>());
    spec.setVolumes(
        new ArrayList<>(
            List.of(
                new VolumeBuilder()
                    .withName(SHM_VOLUME)
                    .withNewEmptyDir()
                    .withMedium("Memory")
                    .endEmptyDir()
                    .build())));
    spec.setNodeSelector(
        profile.nodeSelector().isEmpty() ? null : new TreeMap<>(profile.nodeSelector()));
    spec.setAffinity(profile.affinity());
    spec.setTolerations(
        profile.tolerations().isEmpty() ? null : new ArrayList<>(profile.tolerations()));
    spec.setSchedulerName(profile.schedulerName());
    spec.setRuntimeClassName(profile.runtimeClassName());
    spec.setPriorityClassName(model.model().getSpec().getPriorityClassName());
    spec.setServiceAccountName(settings.serviceAccountName());
    spec.setSecurityContext(settings.podSecurityContext());
    // Absent rather than empty when neither the system nor the namespace configures any.
    spec.setImagePullSecrets(null);
    DefaultsApplication.addImagePullSecrets(
        spec, settings.imagePullSecrets(), model.namespaceDefaults());
    return spec;
  }

  /**
   * {@code model-pod-port} always; with {@code allowPodAddressOverride}, the Model's own {@code
   * model-pod-ip}/{@code model-pod-port} annotations (development: point the gateway elsewhere).
   */
  private static Map<String, String> annotations(ResolvedModel model) {
    Map<String, String> annotations = new LinkedHashMap<>();
    annotations.put(KubeAiLabels.MODEL_POD_PORT, Integer.toString(ModelNames.SERVER_PORT));
    Map<String, String> own = model.model().getMetadata().getAnnotations();
    if (model.config().allowPodAddressOverride() && own != null) {
      for (String key : List.of(KubeAiLabels.MODEL_POD_IP, KubeAiLabels.MODEL_POD_PORT)) {
        if (own.containsKey(key)) {
          annotations.put(key, own.get(key));
        }
      }
    }
    return annotations;
  }
}
