package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import io.fabric8.kubernetes.api.model.ConfigMapKeySelector;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvFromSource;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.KeyToPath;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.SecretKeySelector;
import io.fabric8.kubernetes.api.model.Volume;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The Secrets and ConfigMaps a pod needs before its containers can start, checked as a kubelet
 * does: a missing volume source keeps the pod in {@code ContainerCreating} (event {@code
 * FailedMount}), a missing environment source fails container creation ({@code
 * CreateContainerConfigError}). References marked {@code optional} never block. Without this the
 * sandbox would run a job that a real cluster leaves waiting for its credentials.
 */
final class ReferencedObjects {

  /** The keys of the Secrets and ConfigMaps of one namespace; empty when the object is missing. */
  interface Lookup {
    Optional<Set<String>> secretKeys(String name);

    Optional<Set<String>> configMapKeys(String name);
  }

  /**
   * Why the containers cannot start yet.
   *
   * @param waitingReason the containers' waiting reason
   * @param eventReason the reason of the Warning event
   * @param message what is missing, worded like the kubelet's own message
   */
  record Blocker(String waitingReason, String eventReason, String message) {
    /** The Warning event's message: a container that cannot be created reads "Error: ...". */
    String eventMessage() {
      return CONFIG_ERROR.equals(waitingReason) ? "Error: " + message : message;
    }
  }

  private static final String CONFIG_ERROR = "CreateContainerConfigError";

  private ReferencedObjects() {}

  /**
   * The first missing object or key {@code pod} needs, volumes first (they are mounted first). The
   * references are looked up in order and only until one is missing.
   */
  static Optional<Blocker> missing(Pod pod, Lookup lookup) {
    return references(pod).flatMap(reference -> reference.blocker(lookup).stream()).findFirst();
  }

  /** What a pod refers to, and how a missing one shows. */
  private record Reference(Source source, List<String> keys, String volume) {
    Optional<Blocker> blocker(Lookup lookup) {
      return source.problem(lookup, keys).map(this::blocker);
    }

    private Blocker blocker(String problem) {
      return volume == null
          ? new Blocker(CONFIG_ERROR, "Failed", problem)
          : new Blocker(
              "ContainerCreating",
              "FailedMount",
              "MountVolume.SetUp failed for volume \"" + volume + "\" : " + problem);
    }
  }

  private static Stream<Reference> references(Pod pod) {
    String namespace = pod.getMetadata().getNamespace();
    List<Reference> references = new ArrayList<>();
    for (Volume volume : orEmpty(pod.getSpec().getVolumes())) {
      if (volume.getSecret() != null && !optional(volume.getSecret().getOptional())) {
        references.add(
            new Reference(
                Source.secret(volume.getSecret().getSecretName(), namespace),
                keys(volume.getSecret().getItems()),
                volume.getName()));
      } else if (volume.getConfigMap() != null && !optional(volume.getConfigMap().getOptional())) {
        references.add(
            new Reference(
                Source.configMap(volume.getConfigMap().getName(), namespace),
                keys(volume.getConfigMap().getItems()),
                volume.getName()));
      }
    }
    Stream.concat(
            orEmpty(pod.getSpec().getInitContainers()).stream(),
            orEmpty(pod.getSpec().getContainers()).stream())
        .forEach(container -> environment(container, namespace, references));
    return references.stream();
  }

  private static void environment(Container container, String namespace, List<Reference> into) {
    for (EnvFromSource source : orEmpty(container.getEnvFrom())) {
      if (source.getSecretRef() != null && !optional(source.getSecretRef().getOptional())) {
        into.add(
            new Reference(
                Source.secret(source.getSecretRef().getName(), namespace), List.of(), null));
      }
      if (source.getConfigMapRef() != null && !optional(source.getConfigMapRef().getOptional())) {
        into.add(
            new Reference(
                Source.configMap(source.getConfigMapRef().getName(), namespace), List.of(), null));
      }
    }
    for (EnvVar env : orEmpty(container.getEnv())) {
      if (env.getValueFrom() == null) {
        continue;
      }
      SecretKeySelector secret = env.getValueFrom().getSecretKeyRef();
      if (secret != null && !optional(secret.getOptional())) {
        into.add(
            new Reference(
                Source.secret(secret.getName(), namespace), List.of(secret.getKey()), null));
      }
      ConfigMapKeySelector configMap = env.getValueFrom().getConfigMapKeyRef();
      if (configMap != null && !optional(configMap.getOptional())) {
        into.add(
            new Reference(
                Source.configMap(configMap.getName(), namespace),
                List.of(configMap.getKey()),
                null));
      }
    }
  }

  /** A Secret or ConfigMap a pod refers to. */
  private record Source(boolean isSecret, String name, String namespace) {
    static Source secret(String name, String namespace) {
      return new Source(true, name, namespace);
    }

    static Source configMap(String name, String namespace) {
      return new Source(false, name, namespace);
    }

    /** What is missing of this object and of {@code wanted} keys in it, worded as kubelet does. */
    Optional<String> problem(Lookup lookup, List<String> wanted) {
      Optional<Set<String>> keys = isSecret ? lookup.secretKeys(name) : lookup.configMapKeys(name);
      if (keys.isEmpty()) {
        return Optional.of((isSecret ? "secret" : "configmap") + " \"" + name + "\" not found");
      }
      return wanted.stream()
          .filter(key -> !keys.get().contains(key))
          .findFirst()
          .map(
              key ->
                  "couldn't find key %s in %s %s/%s"
                      .formatted(key, isSecret ? "Secret" : "ConfigMap", namespace, name));
    }
  }

  private static List<String> keys(List<KeyToPath> items) {
    return orEmpty(items).stream().map(KeyToPath::getKey).toList();
  }

  private static boolean optional(Boolean optional) {
    return Boolean.TRUE.equals(optional);
  }
}
