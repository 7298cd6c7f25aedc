package ai.silogen.kaiwo.operator.modelserving;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.cache.CacheObjects;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.pods.DesiredPod;
import ai.silogen.kaiwo.operator.modelserving.pods.ModelFiles;
import ai.silogen.kaiwo.operator.modelserving.pods.ModelPodFactory;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelResolver;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import ai.silogen.kaiwo.operator.modelserving.status.ReplicaBounds;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Offline rendering of a Model ({@code kaiwo render}): the ConfigMaps, cache claim and Job, and
 * pods the controller would create for it with a given system configuration, computed by the same
 * pure functions the controller uses. The Model gets its CRD defaults first, and its replicas are
 * clamped to its bounds as the controller would; a Model at zero replicas shows the pod of its
 * first replica, with a note. Without a UID, owner references are omitted and the cache directory
 * shows {@code <uid>}.
 */
public final class ModelRender {

  private static final String DEFAULT_NAMESPACE = "default";

  private ModelRender() {}

  /** Renders {@code model} for a namespace without an AIMNamespaceConfig. */
  public static RenderedModel render(Model model, SystemConfig config)
      throws InvalidModelException {
    return render(model, config, NamespaceConfigs.none());
  }

  /**
   * Renders {@code model}.
   *
   * @param namespaces the AIMNamespaceConfigs that apply (credentials, pull secrets)
   * @throws InvalidModelException when the controller would refuse the Model, with the reason
   */
  public static RenderedModel render(Model model, SystemConfig config, NamespaceConfigs namespaces)
      throws InvalidModelException {
    Model defaulted = CrdDefaulter.withDefaults(ApiSerialization.copy(model));
    if (defaulted.getMetadata().getNamespace() == null) {
      defaulted.getMetadata().setNamespace(DEFAULT_NAMESPACE);
    }
    ReplicaBounds.clamp(defaulted.getSpec()).ifPresent(defaulted.getSpec()::setReplicas);
    ResolvedModel resolved =
        ModelResolver.resolve(
            defaulted, config, namespaces.forNamespace(defaulted.getMetadata().getNamespace()));
    DesiredPod desired = ModelPodFactory.build(resolved);
    List<Pod> pods = new ArrayList<>();
    // At zero, the pod one replica would run: an empty list would not say what the Model serves.
    for (int i = 0; i < Math.max(1, ReplicaBounds.desired(defaulted.getSpec())); i++) {
      pods.add(ApiSerialization.copy(desired.pod()));
    }
    String cacheProfile = resolved.cacheProfile();
    return new RenderedModel(
        ModelFiles.configMap(defaulted).stream().toList(),
        cacheProfile == null
            ? List.of()
            : List.of(
                CacheObjects.claim(
                    resolved.namespace(),
                    cacheProfile,
                    config.cacheProfile(cacheProfile).orElseThrow().sharedFilesystem())),
        cacheProfile == null ? List.of() : List.of(CacheObjects.loadJob(resolved)),
        pods,
        zeroReplicasNote(defaulted));
  }

  /**
   * Why the pod shown for {@code model} (defaulted and clamped) is not running yet, when it has no
   * replicas: either the first request starts it, or nothing will until {@code spec.replicas} is
   * set.
   */
  static Optional<String> zeroReplicasNote(Model model) {
    if (ReplicaBounds.desired(model.getSpec()) > 0) {
      return Optional.empty();
    }
    String name =
        "Model " + model.getMetadata().getNamespace() + "/" + model.getMetadata().getName();
    if (Boolean.TRUE.equals(model.getSpec().getAutoscalingDisabled())) {
      return Optional.of(
          name
              + " has no replicas and autoscaling is disabled: no pod runs until spec.replicas is"
              + " set; the pod shown is the one each replica would run");
    }
    return Optional.of(
        name
            + " is scaled to zero (minReplicas 0): the pod shown is created by the first request"
            + " through the gateway");
  }
}
