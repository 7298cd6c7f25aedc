package ai.silogen.kaiwo.gateway.discovery;

import ai.silogen.kaiwo.gateway.openai.ModelDirectory;
import ai.silogen.kaiwo.gateway.openai.ServedModel;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Models the gateway can route to, keyed by {@code <namespace>/<name>}. Fed by the Model
 * informer (or directly by tests); read on every request, so lookups are one hash-map read.
 */
public final class ModelCatalog implements ModelDirectory {
  private final ConcurrentHashMap<String, ModelInfo> models = new ConcurrentHashMap<>();

  /** Adds or replaces a model; returns the previous entry, if any. */
  public Optional<ModelInfo> put(ModelInfo model) {
    return Optional.ofNullable(models.put(model.modelKey(), model));
  }

  /** Forgets a model; returns it, if it was known. */
  public Optional<ModelInfo> remove(String modelKey) {
    return Optional.ofNullable(models.remove(modelKey));
  }

  /**
   * Replaces {@code expected} with {@code next} unless the entry changed meanwhile (the informer's
   * newer view wins).
   */
  public boolean replace(ModelInfo expected, ModelInfo next) {
    return models.replace(expected.modelKey(), expected, next);
  }

  public Optional<ModelInfo> get(String modelKey) {
    return Optional.ofNullable(models.get(modelKey));
  }

  public Optional<ModelInfo> get(String namespace, String name) {
    return get(namespace + "/" + name);
  }

  @Override
  public Optional<ServedModel> find(String namespace, String name) {
    ModelInfo info = models.get(namespace + "/" + name);
    return info == null ? Optional.empty() : Optional.of(info.served());
  }

  /** Every model, sorted by key. */
  public List<ModelInfo> all() {
    return models.values().stream().sorted(Comparator.comparing(ModelInfo::modelKey)).toList();
  }
}
