package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

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
  record Blocker(String waitingReason, String eventReason, String message) {}

  private ReferencedObjects() {}

  /** The first missing object or key {@code pod} needs, volumes first (they are mounted first). */
  static Optional<Blocker> missing(Pod pod, Lookup lookup) {
    String namespace = pod.getMetadata().getNamespace();
    for (Volume volume : list(pod.getSpec().getVolumes())) {
      Optional<String> problem = volumeProblem(volume, namespace, lookup);
      if (problem.isPresent()) {
        return Optional.of(
            new Blocker(
                "ContainerCreating",
                "FailedMount",
                "MountVolume.SetUp failed for volume \""
                    + volume.getName()
                    + "\" : "
                    + problem.get()));
      }
    }
    List<Container> containers = new ArrayList<>(list(pod.getSpec().getInitContainers()));
    containers.addAll(list(pod.getSpec().getContainers()));
    for (Container container : containers) {
      Optional<String> problem = environmentProblem(container, namespace, lookup);
      if (problem.isPresent()) {
        return Optional.of(new Blocker("CreateContainerConfigError", "Failed", problem.get()));
      }
    }
    return Optional.empty();
  }

  private static Optional<String> volumeProblem(Volume volume, String namespace, Lookup lookup) {
    if (volume.getSecret() != null && !optional(volume.getSecret().getOptional())) {
      Source secret = Source.secret(volume.getSecret().getSecretName(), namespace);
      return secret.problem(lookup, keys(volume.getSecret().getItems()));
    }
    if (volume.getConfigMap() != null && !optional(volume.getConfigMap().getOptional())) {
      Source configMap = Source.configMap(volume.getConfigMap().getName(), namespace);
      return configMap.problem(lookup, keys(volume.getConfigMap().getItems()));
    }
    return Optional.empty();
  }

  private static Optional<String> environmentProblem(
      Container container, String namespace, Lookup lookup) {
    List<Optional<String>> problems = new ArrayList<>();
    for (EnvFromSource source : list(container.getEnvFrom())) {
      if (source.getSecretRef() != null && !optional(source.getSecretRef().getOptional())) {
        problems.add(
            Source.secret(source.getSecretRef().getName(), namespace).problem(lookup, List.of()));
      }
      if (source.getConfigMapRef() != null && !optional(source.getConfigMapRef().getOptional())) {
        problems.add(
            Source.configMap(source.getConfigMapRef().getName(), namespace)
                .problem(lookup, List.of()));
      }
    }
    for (EnvVar env : list(container.getEnv())) {
      SecretKeySelector secret =
          env.getValueFrom() == null ? null : env.getValueFrom().getSecretKeyRef();
      if (secret != null && !optional(secret.getOptional())) {
        problems.add(
            Source.secret(secret.getName(), namespace).problem(lookup, List.of(secret.getKey())));
      }
      ConfigMapKeySelector configMap =
          env.getValueFrom() == null ? null : env.getValueFrom().getConfigMapKeyRef();
      if (configMap != null && !optional(configMap.getOptional())) {
        problems.add(
            Source.configMap(configMap.getName(), namespace)
                .problem(lookup, List.of(configMap.getKey())));
      }
    }
    return problems.stream().flatMap(Optional::stream).findFirst();
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
    return list(items).stream().map(KeyToPath::getKey).toList();
  }

  private static boolean optional(Boolean optional) {
    return Boolean.TRUE.equals(optional);
  }

  private static <T> List<T> list(List<T> list) {
    return list == null ? List.of() : list;
  }
}
