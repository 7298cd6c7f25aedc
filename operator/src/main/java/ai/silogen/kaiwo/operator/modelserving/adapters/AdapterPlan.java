package ai.silogen.kaiwo.operator.modelserving.adapters;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Adapter;
import ai.silogen.kaiwo.operator.modelserving.spec.Fnv32a;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelUrl;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What to load into and unload from one server pod so that it serves exactly the Model's adapters
 * it can. A pod's label {@code adapter.kubeai.org/<name>=<fnv32a(url)>} says the adapter is loaded
 * from that URL; the gateway routes {@code <model>_<name>} only to labelled pods.
 */
public final class AdapterPlan {

  /** One call to the engine, followed by a label change. */
  public sealed interface Action {
    String name();
  }

  /**
   * Load {@code name} from {@code loraPath}, then label the pod with {@code labelValue}.
   *
   * @param name the adapter name
   * @param loraPath where vLLM reads it from
   * @param labelValue the hash of its URL
   */
  public record Load(String name, String loraPath, String labelValue) implements Action {}

  /** Unload {@code name}, then remove its label. */
  public record Unload(String name) implements Action {}

  private AdapterPlan() {}

  /** The pod's label key of adapter {@code name}. */
  public static String label(String name) {
    return KubeAiLabels.ADAPTER_PREFIX + name;
  }

  /**
   * The actions for {@code pod}: unloads first (stale URLs included, so that a renamed source is
   * never served under the old weights), then loads. Object-store adapters the pod's init container
   * did not fetch are skipped: the rollout that their spec change caused brings them.
   */
  public static List<Action> plan(List<Adapter> adapters, Pod pod) throws InvalidModelException {
    Map<String, String> loaded = loadedAdapters(pod);
    Map<String, String> prefetched = AdapterSources.prefetched(pod);
    Map<String, Load> wanted = new TreeMap<>();
    for (Adapter adapter : adapters == null ? List.<Adapter>of() : adapters) {
      ModelUrl url = ModelUrl.parse(adapter.getUrl());
      if (url.isObjectStore() && !adapter.getUrl().equals(prefetched.get(adapter.getName()))) {
        continue;
      }
      wanted.put(
          adapter.getName(),
          new Load(
              adapter.getName(),
              AdapterSources.loraPath(adapter),
              Fnv32a.decimal(adapter.getUrl())));
    }
    List<Action> actions = new ArrayList<>();
    loaded.forEach(
        (name, hash) -> {
          Load want = wanted.get(name);
          if (want == null || !Objects.equals(want.labelValue(), hash)) {
            actions.add(new Unload(name));
          }
        });
    wanted.forEach(
        (name, load) -> {
          if (!Objects.equals(loaded.get(name), load.labelValue())) {
            actions.add(load);
          }
        });
    return actions;
  }

  /** The adapters the pod's labels say are loaded: name to URL hash. */
  public static Map<String, String> loadedAdapters(Pod pod) {
    Map<String, String> loaded = new TreeMap<>();
    Map<String, String> labels = pod.getMetadata().getLabels();
    if (labels != null) {
      labels.forEach(
          (key, value) -> {
            if (key.startsWith(KubeAiLabels.ADAPTER_PREFIX)) {
              loaded.put(key.substring(KubeAiLabels.ADAPTER_PREFIX.length()), value);
            }
          });
    }
    return loaded;
  }
}
