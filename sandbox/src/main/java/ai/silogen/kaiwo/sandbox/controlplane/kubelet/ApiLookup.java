package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.MixedOperation;
import io.fabric8.kubernetes.client.dsl.Resource;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads a namespace's Secrets and ConfigMaps through the API, like the kubelet's own client; one
 * instance serves one check, so a Secret named by several references is read once.
 */
final class ApiLookup implements ReferencedObjects.Lookup {
  private final KubernetesClient client;
  private final String namespace;
  private final Map<String, Optional<Set<String>>> secrets = new HashMap<>();
  private final Map<String, Optional<Set<String>>> configMaps = new HashMap<>();

  ApiLookup(KubernetesClient client, String namespace) {
    this.client = client;
    this.namespace = namespace;
  }

  @Override
  public Optional<Set<String>> secretKeys(String name) {
    return secrets.computeIfAbsent(
        name, n -> keys(client.secrets(), n, s -> union(s.getData(), s.getStringData())));
  }

  @Override
  public Optional<Set<String>> configMapKeys(String name) {
    return configMaps.computeIfAbsent(
        name, n -> keys(client.configMaps(), n, c -> union(c.getData(), c.getBinaryData())));
  }

  /** The keys of object {@code name} in this namespace, empty when it does not exist. */
  private <T extends HasMetadata> Optional<Set<String>> keys(
      MixedOperation<T, ?, ? extends Resource<T>> objects,
      String name,
      Function<T, Set<String>> keysOf) {
    return Optional.ofNullable(objects.inNamespace(namespace).withName(name).get()).map(keysOf);
  }

  private static Set<String> union(Map<String, String> first, Map<String, String> second) {
    Set<String> keys = new HashSet<>();
    if (first != null) {
      keys.addAll(first.keySet());
    }
    if (second != null) {
      keys.addAll(second.keySet());
    }
    return keys;
  }
}
