package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import io.fabric8.kubernetes.api.model.PodSpec;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Filter, then score: picks the node for one pod, or explains why there is none. */
public final class SchedulingAlgorithm {

  /** The outcome of one scheduling attempt. */
  public sealed interface Decision {}

  /** Bind the pod to {@code node}. */
  public record Bind(String node) implements Decision {}

  /** No node fits; {@code message} is the kube-scheduler style explanation. */
  public record Unschedulable(String message) implements Decision {}

  private SchedulingAlgorithm() {}

  /** Decides where {@code pod} goes among {@code nodes}; ties go to the first node by name. */
  public static Decision schedule(PodSpec pod, List<NodeInfo> nodes) {
    Map<String, BigDecimal> requests = PodResources.requests(pod);
    List<NodeInfo> feasible = new ArrayList<>();
    List<FilterFailure> failures = new ArrayList<>();
    for (NodeInfo node : nodes) {
      Optional<FilterFailure> failure = NodeFilter.filter(pod, requests, node);
      failure.ifPresentOrElse(failures::add, () -> feasible.add(node));
    }
    return feasible.stream()
        .max(
            Comparator.comparingDouble((NodeInfo node) -> NodeScorer.score(requests, node))
                .thenComparing(NodeInfo::name, Comparator.reverseOrder()))
        .<Decision>map(best -> new Bind(best.name()))
        .orElseGet(() -> new Unschedulable(UnschedulableMessage.of(nodes.size(), failures)));
  }
}
