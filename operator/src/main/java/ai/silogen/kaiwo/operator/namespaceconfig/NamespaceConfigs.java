package ai.silogen.kaiwo.operator.namespaceconfig;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Looks up the {@link NamespaceDefaults} of a namespace, for the controllers that build pods and
 * download jobs (workloads, Models). When a namespace holds several AIMNamespaceConfigs, the oldest
 * one (then by name) applies and the others report that they are superseded.
 */
@FunctionalInterface
public interface NamespaceConfigs {

  /** The defaults of {@code namespace} ({@link NamespaceDefaults#none} when it has no config). */
  NamespaceDefaults forNamespace(String namespace);

  /** No namespace has defaults (tests, or clusters without the CRD). */
  static NamespaceConfigs none() {
    return NamespaceDefaults::none;
  }

  /** Defaults from a fixed set of configs ({@code kaiwo render}, tests). */
  static NamespaceConfigs of(Collection<AIMNamespaceConfig> configs) {
    return namespace ->
        active(
                configs.stream()
                    .filter(c -> namespace.equals(c.getMetadata().getNamespace()))
                    .toList())
            .map(NamespaceDefaults::of)
            .orElseGet(() -> NamespaceDefaults.none(namespace));
  }

  /**
   * Defaults from the configs {@code configsIn} returns for a namespace (an informer cache's, for
   * the controllers).
   */
  static NamespaceConfigs from(Function<String, List<AIMNamespaceConfig>> configsIn) {
    return namespace -> of(configsIn.apply(namespace)).forNamespace(namespace);
  }

  /** Defaults read from the API server on each call (one list request in the namespace). */
  static NamespaceConfigs live(KubernetesClient client) {
    return from(
        namespace ->
            client.resources(AIMNamespaceConfig.class).inNamespace(namespace).list().getItems());
  }

  /**
   * The config that applies among {@code configs} of one namespace: not being deleted, oldest
   * first, then by name.
   */
  static Optional<AIMNamespaceConfig> active(List<AIMNamespaceConfig> configs) {
    return configs.stream()
        .filter(c -> c.getMetadata().getDeletionTimestamp() == null)
        .min(
            Comparator.comparing(
                    (AIMNamespaceConfig c) ->
                        Optional.ofNullable(c.getMetadata().getCreationTimestamp()).orElse(""))
                .thenComparing(c -> c.getMetadata().getName()));
  }
}
