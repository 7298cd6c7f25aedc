package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterClient;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterClient.AdapterException;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterPlan;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterPlan.Action;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterPlan.Load;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterPlan.Unload;
import ai.silogen.kaiwo.operator.modelserving.adapters.PodAddress;
import ai.silogen.kaiwo.operator.modelserving.plan.PodState;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads and unloads LoRA adapters in ready vLLM pods through the engine's API and labels each pod
 * with what it serves, so that the gateway routes adapter requests only where they can be served.
 */
final class AdapterSync {

  private static final Logger LOG = LoggerFactory.getLogger(AdapterSync.class);

  private final KubernetesClient client;
  private final AdapterClient adapters;

  AdapterSync(KubernetesClient client, AdapterClient adapters) {
    this.client = client;
    this.adapters = adapters;
  }

  /**
   * Syncs every ready pod of {@code model}.
   *
   * @return the first failure, to retry later; empty when all pods are in sync
   */
  Optional<String> sync(Model model, List<Pod> pods) throws InvalidModelException {
    if (model.getSpec().getEngine() != ModelEngine.VLLM) {
      return Optional.empty();
    }
    Optional<String> failure = Optional.empty();
    for (Pod pod : pods) {
      Optional<String> base = PodAddress.baseUrl(pod);
      if (!PodState.ready(pod) || PodState.terminating(pod) || base.isEmpty()) {
        continue;
      }
      for (Action action : AdapterPlan.plan(model.getSpec().getAdapters(), pod)) {
        try {
          apply(pod, base.get(), action);
        } catch (AdapterException | RuntimeException e) {
          LOG.warn(
              "model {}: adapter {} on pod {}: {}",
              model.getMetadata().getName(),
              action.name(),
              pod.getMetadata().getName(),
              e.getMessage());
          failure =
              failure.or(() -> Optional.of(pod.getMetadata().getName() + ": " + e.getMessage()));
          break;
        }
      }
    }
    return failure;
  }

  private void apply(Pod pod, String base, Action action) throws AdapterException {
    Map<String, String> labels = new HashMap<>();
    switch (action) {
      case Load load -> {
        adapters.load(base, load.name(), load.loraPath());
        labels.put(AdapterPlan.label(load.name()), load.labelValue());
      }
      case Unload unload -> {
        adapters.unload(base, unload.name());
        labels.put(AdapterPlan.label(unload.name()), null);
      }
    }
    client
        .pods()
        .inNamespace(pod.getMetadata().getNamespace())
        .withName(pod.getMetadata().getName())
        .patch(
            PatchContext.of(PatchType.JSON_MERGE),
            ApiSerialization.toJson(Map.of("metadata", Map.of("labels", labels))));
  }
}
