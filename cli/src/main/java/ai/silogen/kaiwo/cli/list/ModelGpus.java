package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.cli.workload.Gpus;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The GPUs that Models' replicas ask for, summed over their pods that have not finished (KubeAI
 * labels each with {@code model=<name>}). A Model names only a resource profile, whose GPUs per
 * unit are in the operator's configuration, so its pods are where the CLI can read the figure.
 */
final class ModelGpus {
  static final ModelGpus UNKNOWN = new ModelGpus(null);

  /** GPUs by {@code namespace/model}; null when the pods could not be read. */
  private final Map<String, Long> byModel;

  private ModelGpus(Map<String, Long> byModel) {
    this.byModel = byModel;
  }

  static ModelGpus fromPods(List<Pod> pods) {
    Map<String, Long> byModel = new HashMap<>();
    for (Pod pod : pods) {
      Map<String, String> labels = pod.getMetadata().getLabels();
      String model = labels == null ? null : labels.get(KubeAiLabels.MODEL);
      if (model == null || Pods.isTerminal(pod)) {
        continue;
      }
      long gpus = Gpus.count(PodResources.requests(pod.getSpec()));
      byModel.merge(pod.getMetadata().getNamespace() + "/" + model, gpus, Long::sum);
    }
    return new ModelGpus(byModel);
  }

  /** The model's GPUs (0 with no replicas), or empty when the pods could not be read. */
  OptionalLong of(WorkloadView model) {
    if (byModel == null) {
      return OptionalLong.empty();
    }
    return OptionalLong.of(byModel.getOrDefault(model.namespace() + "/" + model.name(), 0L));
  }
}
