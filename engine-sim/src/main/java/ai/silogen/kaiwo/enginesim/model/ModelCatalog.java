package ai.silogen.kaiwo.enginesim.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The names a simulated engine answers to: its served model names plus the LoRA adapters loaded at
 * runtime. Not thread-safe: confined to the engine's event loop.
 */
public final class ModelCatalog {

  /** A loaded adapter. */
  public record Adapter(String name, String path) {}

  private final List<String> servedNames;
  private final Map<String, Adapter> adapters = new LinkedHashMap<>();

  public ModelCatalog(List<String> servedNames) {
    this.servedNames = List.copyOf(servedNames);
  }

  /** Served base model names; the first is the default for requests without {@code model}. */
  public List<String> servedNames() {
    return servedNames;
  }

  /** Whether a request naming {@code model} can be served. */
  public boolean knows(String model) {
    return servedNames.contains(model) || adapters.containsKey(model);
  }

  /** Whether {@code model} names a loaded adapter (requests then run with that adapter). */
  public boolean isAdapter(String model) {
    return !servedNames.contains(model) && adapters.containsKey(model);
  }

  /** Loads an adapter; false when one of that name is already loaded (vLLM then answers 400). */
  public boolean load(String name, String path) {
    return adapters.putIfAbsent(name, new Adapter(name, path)) == null;
  }

  /** Unloads an adapter; false when none of that name is loaded. */
  public boolean unload(String name) {
    return adapters.remove(name) != null;
  }

  /** Loaded adapters in load order. */
  public List<Adapter> adapters() {
    return new ArrayList<>(adapters.values());
  }
}
