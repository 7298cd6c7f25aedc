package ai.silogen.kaiwo.gateway.openai;

import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the gateway knows about a Model it can route to; the Kubernetes-facing layer maps the Model
 * CR onto it.
 *
 * @param namespace the Model's namespace
 * @param name the Model's name
 * @param labels the Model's labels, matched by {@code X-Label-Selector}
 * @param adapters the names of the Model's adapters ({@code spec.adapters[].name})
 * @param loadBalancing the Model's {@code spec.loadBalancing}
 */
public record ServedModel(
    String namespace,
    String name,
    Map<String, String> labels,
    Set<String> adapters,
    LoadBalancingConfig loadBalancing) {

  public ServedModel {
    Objects.requireNonNull(namespace, "namespace");
    Objects.requireNonNull(name, "name");
    labels = Map.copyOf(labels);
    adapters = Set.copyOf(adapters);
    Objects.requireNonNull(loadBalancing, "loadBalancing");
  }

  /** {@code <namespace>/<name>}, as {@link ModelRef#modelKey()}. */
  public String modelKey() {
    return namespace + "/" + name;
  }

  /**
   * The ids {@code /v1/models} lists for this model: the model and one per adapter, sorted, with a
   * {@code <namespace>/} prefix unless the model is in the gateway's default namespace.
   */
  public List<String> publicIds(String defaultNamespace) {
    List<String> ids = new ArrayList<>();
    ids.add(new ModelRef(namespace, name, "").publicId(defaultNamespace));
    adapters.stream()
        .sorted()
        .map(adapter -> new ModelRef(namespace, name, adapter).publicId(defaultNamespace))
        .forEach(ids::add);
    return ids;
  }
}
