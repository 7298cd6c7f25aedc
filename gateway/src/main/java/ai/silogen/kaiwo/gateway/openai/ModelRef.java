package ai.silogen.kaiwo.gateway.openai;

import java.util.Objects;

/**
 * A model addressed by a request: {@code <model>} in the gateway's default namespace or {@code
 * <namespace>/<model>}, optionally with {@code _<adapter>} for a LoRA adapter.
 *
 * <p>The adapter separator is the first {@code _} after the namespace, as in KubeAI: {@code
 * ns/a_b_c} is model {@code a}, adapter {@code b_c}. Kubernetes names cannot contain {@code _} or
 * {@code /}, so the split is unambiguous.
 *
 * @param namespace the Model's namespace
 * @param name the Model's name
 * @param adapter the adapter name, {@code ""} for the base model
 */
public record ModelRef(String namespace, String name, String adapter) {
  private static final char ADAPTER_SEPARATOR = '_';
  private static final char NAMESPACE_SEPARATOR = '/';

  public ModelRef {
    Objects.requireNonNull(namespace, "namespace");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(adapter, "adapter");
  }

  /**
   * Parses a requested model id.
   *
   * @throws OpenAiError 400 when {@code requested} is empty, 404 when it cannot name a model (empty
   *     namespace or name, or more than one {@code /})
   */
  public static ModelRef parse(String requested, String defaultNamespace) {
    if (requested == null || requested.isEmpty()) {
      throw OpenAiError.missingModel();
    }
    int slash = requested.indexOf(NAMESPACE_SEPARATOR);
    String namespace = slash < 0 ? defaultNamespace : requested.substring(0, slash);
    String modelAdapter = slash < 0 ? requested : requested.substring(slash + 1);
    String[] split = splitModelAdapter(modelAdapter);
    if (namespace.isEmpty()
        || split[0].isEmpty()
        || modelAdapter.indexOf(NAMESPACE_SEPARATOR) >= 0) {
      throw OpenAiError.modelNotFound(requested);
    }
    return new ModelRef(namespace, split[0], split[1]);
  }

  /**
   * KubeAI's {@code SplitModelAdapter}: {@code [model, adapter]} split on the first {@code _}; the
   * adapter is {@code ""} when there is no separator or nothing after it.
   */
  public static String[] splitModelAdapter(String value) {
    int separator = value.indexOf(ADAPTER_SEPARATOR);
    return separator < 0
        ? new String[] {value, ""}
        : new String[] {value.substring(0, separator), value.substring(separator + 1)};
  }

  /** KubeAI's {@code MergeModelAdapter}: {@code model_adapter}, or {@code model} alone. */
  public static String mergeModelAdapter(String model, String adapter) {
    return adapter.isEmpty() ? model : model + ADAPTER_SEPARATOR + adapter;
  }

  /** {@code <namespace>/<name>}: the key of the model's endpoint group and autoscaler state. */
  public String modelKey() {
    return namespace + NAMESPACE_SEPARATOR + name;
  }

  /**
   * The {@code model} value the backend expects: the adapter name for an adapter (vLLM serves
   * adapters under their {@code lora_name}), else the bare model name without namespace.
   */
  public String forwardedModel() {
    return adapter.isEmpty() ? name : adapter;
  }

  /** The id clients use: without the namespace when it is the default one. */
  public String publicId(String defaultNamespace) {
    String local = mergeModelAdapter(name, adapter);
    return namespace.equals(defaultNamespace) ? local : namespace + NAMESPACE_SEPARATOR + local;
  }

  public ModelRef withAdapter(String value) {
    return new ModelRef(namespace, name, value);
  }
}
