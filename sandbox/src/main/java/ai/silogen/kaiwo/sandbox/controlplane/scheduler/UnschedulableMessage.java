package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The message of a {@code PodScheduled=False/Unschedulable} condition and {@code FailedScheduling}
 * event, worded as kube-scheduler words it: a histogram of the filter reasons over all nodes, then
 * the outcome of the (simulated) preemption attempt, each part's entries sorted as strings, for
 * example
 *
 * <pre>
 * 0/5 nodes are available: 1 node(s) were unschedulable, 4 Insufficient amd.com/gpu.
 * preemption: 0/5 nodes are available: 1 Preemption is not helpful for scheduling,
 * 4 No preemption victims found for incoming pod.
 * </pre>
 *
 * (on one line). The sandbox never preempts, so nodes short of resources report "No preemption
 * victims found"; nodes that fail for other reasons report what kube-scheduler reports for them.
 */
public final class UnschedulableMessage {

  /** kube-scheduler's message when the cluster has no nodes at all. */
  public static final String NO_NODES = "no nodes available to schedule pods";

  private UnschedulableMessage() {}

  /**
   * @param nodeCount number of nodes considered
   * @param failures the filter failure of every node
   */
  public static String of(int nodeCount, Collection<FilterFailure> failures) {
    if (nodeCount == 0) {
      return NO_NODES;
    }
    List<String> reasons = failures.stream().flatMap(f -> f.reasons().stream()).toList();
    List<String> preemption =
        failures.stream()
            .map(
                f ->
                    f.resolvable()
                        ? "No preemption victims found for incoming pod"
                        : "Preemption is not helpful for scheduling")
            .toList();
    String available = "0/" + nodeCount + " nodes are available: ";
    return available
        + histogram(reasons)
        + ". preemption: "
        + available
        + histogram(preemption)
        + ".";
  }

  private static String histogram(List<String> reasons) {
    Map<String, Long> counts =
        reasons.stream()
            .collect(
                Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
    return counts.entrySet().stream()
        .map(e -> e.getValue() + " " + e.getKey())
        .sorted()
        .collect(Collectors.joining(", "));
  }
}
