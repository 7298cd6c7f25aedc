package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoNodeConfig;
import io.fabric8.kubernetes.api.model.Affinity;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.NodeAffinity;
import io.fabric8.kubernetes.api.model.NodeSelector;
import io.fabric8.kubernetes.api.model.NodeSelectorRequirement;
import io.fabric8.kubernetes.api.model.NodeSelectorRequirementBuilder;
import io.fabric8.kubernetes.api.model.NodeSelectorTerm;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.TolerationBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Where GPU pods may run: {@code gpuModels} becomes a required node affinity on {@code
 * kaiwo/gpu-model}, added to every existing required term (so the user's own affinity still
 * applies), and when KaiwoConfig taints GPU nodes ({@code nodes.addTaintsToGpuNodes}) pods that
 * request GPUs tolerate that taint.
 */
final class GpuPlacementStep implements PodTemplateStep {

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    PodSpec pod = template.getSpec();
    List<String> models = context.spec().getGpuModels();
    if (role.getsGpus() && context.plan().hasGpus() && models != null && !models.isEmpty()) {
      requireNodeLabel(pod, KaiwoLabels.NODE_GPU_MODEL, models);
    }
    KaiwoNodeConfig nodes = context.settings().getNodes();
    if (Boolean.TRUE.equals(nodes.getAddTaintsToGpuNodes()) && requestsGpus(template)) {
      Toleration toleration =
          new TolerationBuilder()
              .withKey(nodes.getDefaultGpuTaintKey())
              .withOperator("Exists")
              .withEffect("NoSchedule")
              .build();
      pod.setTolerations(
          PodTemplates.addIfAbsent(pod.getTolerations(), toleration, Toleration::getKey));
    }
  }

  private static void requireNodeLabel(PodSpec pod, String label, List<String> values) {
    NodeSelectorRequirement requirement =
        new NodeSelectorRequirementBuilder()
            .withKey(label)
            .withOperator("In")
            .withValues(values)
            .build();
    Affinity affinity = pod.getAffinity() == null ? new Affinity() : pod.getAffinity();
    NodeAffinity nodeAffinity =
        affinity.getNodeAffinity() == null ? new NodeAffinity() : affinity.getNodeAffinity();
    NodeSelector required = nodeAffinity.getRequiredDuringSchedulingIgnoredDuringExecution();
    List<NodeSelectorTerm> terms = new ArrayList<>();
    if (required == null
        || required.getNodeSelectorTerms() == null
        || required.getNodeSelectorTerms().isEmpty()) {
      terms.add(new NodeSelectorTerm(List.of(requirement), null));
    } else {
      for (NodeSelectorTerm term : required.getNodeSelectorTerms()) {
        List<NodeSelectorRequirement> expressions = new ArrayList<>();
        if (term.getMatchExpressions() != null) {
          term.getMatchExpressions().stream()
              .filter(existing -> !label.equals(existing.getKey()))
              .forEach(expressions::add);
        }
        expressions.add(requirement);
        terms.add(new NodeSelectorTerm(expressions, term.getMatchFields()));
      }
    }
    nodeAffinity.setRequiredDuringSchedulingIgnoredDuringExecution(new NodeSelector(terms));
    affinity.setNodeAffinity(nodeAffinity);
    pod.setAffinity(affinity);
  }

  private static boolean requestsGpus(PodTemplateSpec template) {
    for (Container container : PodTemplates.all(template)) {
      if (container.getResources() != null
          && (hasGpu(container.getResources().getRequests())
              || hasGpu(container.getResources().getLimits()))) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasGpu(Map<String, Quantity> amounts) {
    return amounts != null
        && amounts.entrySet().stream()
            .anyMatch(
                e ->
                    ResourceDefaults.isGpu(e.getKey())
                        && e.getValue().getNumericalAmount().signum() > 0);
  }
}
