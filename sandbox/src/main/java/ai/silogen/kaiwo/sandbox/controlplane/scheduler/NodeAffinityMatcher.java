package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeSelector;
import io.fabric8.kubernetes.api.model.NodeSelectorRequirement;
import io.fabric8.kubernetes.api.model.NodeSelectorTerm;
import io.fabric8.kubernetes.api.model.PodSpec;
import java.util.List;
import java.util.Map;

/**
 * {@code spec.nodeSelector} and required node affinity, as the NodeAffinity filter plugin evaluates
 * them: the selector's labels must all match, and at least one of the required terms must match (a
 * term is the conjunction of its {@code matchExpressions} and {@code matchFields}).
 */
public final class NodeAffinityMatcher {

  private NodeAffinityMatcher() {}

  /** Whether the node satisfies the pod's node selector and required node affinity. */
  public static boolean matches(PodSpec pod, Node node) {
    Map<String, String> labels = labels(node);
    if (pod.getNodeSelector() != null
        && !pod.getNodeSelector().entrySet().stream()
            .allMatch(e -> e.getValue().equals(labels.get(e.getKey())))) {
      return false;
    }
    NodeSelector required =
        pod.getAffinity() == null || pod.getAffinity().getNodeAffinity() == null
            ? null
            : pod.getAffinity()
                .getNodeAffinity()
                .getRequiredDuringSchedulingIgnoredDuringExecution();
    return required == null || matches(required, node);
  }

  /** Whether any term of {@code selector} matches; no terms match nothing. */
  public static boolean matches(NodeSelector selector, Node node) {
    List<NodeSelectorTerm> terms = selector.getNodeSelectorTerms();
    return terms != null && terms.stream().anyMatch(term -> matches(term, node));
  }

  /** Whether every requirement of the term matches; an empty term matches nothing. */
  static boolean matches(NodeSelectorTerm term, Node node) {
    List<NodeSelectorRequirement> expressions = orEmpty(term.getMatchExpressions());
    List<NodeSelectorRequirement> fields = orEmpty(term.getMatchFields());
    if (expressions.isEmpty() && fields.isEmpty()) {
      return false;
    }
    Map<String, String> labels = labels(node);
    Map<String, String> nodeFields = Map.of("metadata.name", node.getMetadata().getName());
    return expressions.stream().allMatch(r -> matches(r, labels))
        && fields.stream().allMatch(r -> matches(r, nodeFields));
  }

  /**
   * Evaluates one requirement (In, NotIn, Exists, DoesNotExist, Gt, Lt) against a key/value map.
   */
  public static boolean matches(NodeSelectorRequirement requirement, Map<String, String> values) {
    String value = values.get(requirement.getKey());
    List<String> operands = orEmpty(requirement.getValues());
    return switch (requirement.getOperator()) {
      case "In" -> value != null && operands.contains(value);
      case "NotIn" -> value == null || !operands.contains(value);
      case "Exists" -> value != null;
      case "DoesNotExist" -> value == null;
      case "Gt" -> compare(value, operands) > 0;
      case "Lt" -> compare(value, operands) < 0;
      default -> false;
    };
  }

  /** Compares an integer label with the single integer operand; 0 when either is not an integer. */
  private static int compare(String value, List<String> operands) {
    if (value == null || operands.size() != 1) {
      return 0;
    }
    try {
      return Long.compare(Long.parseLong(value), Long.parseLong(operands.get(0)));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static Map<String, String> labels(Node node) {
    return orEmpty(node.getMetadata().getLabels());
  }
}
