package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
        name,
        n ->
            Optional.ofNullable(client.secrets().inNamespace(namespace).withName(n).get())
                .map(secret -> union(secret.getData(), secret.getStringData())));
  }

  @Override
  public Optional<Set<String>> configMapKeys(String name) {
    return configMaps.computeIfAbsent(
        name,
        n ->
            Optional.ofNullable(client.configMaps().inNamespace(namespace).withName(n).get())
                .map(configMap -> union(configMap.getData(), configMap.getBinaryData())));
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
