package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.TaintBuilder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The scheduler's filter phase for one pod and one node: the default kube-scheduler filter plugins
 * that matter for simulated nodes, in kube-scheduler's order, stopping at the first that fails (so
 * a node reports the reasons of one plugin, as in kube-scheduler's "0/N nodes are available"
 * message).
 */
public final class NodeFilter {

  /** The taint a cordoned node implicitly has; tolerating it lets a pod onto a cordoned node. */
  static final Taint UNSCHEDULABLE_TAINT =
      new TaintBuilder()
          .withKey("node.kubernetes.io/unschedulable")
          .withEffect("NoSchedule")
          .build();

  private NodeFilter() {}

  /**
   * Checks NodeUnschedulable, TaintToleration, NodeAffinity and NodeResourcesFit.
   *
   * @param pod the pod's spec
   * @param requests the pod's effective requests ({@code PodResources.requests})
   * @param node the node and what is already on it
   * @return empty when the pod fits
   */
  public static Optional<FilterFailure> filter(
      PodSpec pod, Map<String, BigDecimal> requests, NodeInfo node) {
    if (Boolean.TRUE.equals(node.node().getSpec().getUnschedulable())
        && Tolerations.firstUntolerated(List.of(UNSCHEDULABLE_TAINT), pod.getTolerations())
            .isPresent()) {
      return Optional.of(FilterFailure.unresolvable("node(s) were unschedulable"));
    }
    Optional<Taint> taint =
        Tolerations.firstUntolerated(node.node().getSpec().getTaints(), pod.getTolerations());
    if (taint.isPresent()) {
      return Optional.of(
          FilterFailure.unresolvable(
              "node(s) had untolerated taint {%s: %s}"
                  .formatted(taint.get().getKey(), nullToEmpty(taint.get().getValue()))));
    }
    if (!NodeAffinityMatcher.matches(pod, node.node())) {
      return Optional.of(
          FilterFailure.unresolvable("node(s) didn't match Pod's node affinity/selector"));
    }
    List<String> insufficient = insufficientResources(requests, node);
    return insufficient.isEmpty()
        ? Optional.empty()
        : Optional.of(new FilterFailure(insufficient, true));
  }

  /**
   * {@code Too many pods} and one {@code Insufficient <resource>} per resource that does not fit.
   */
  static List<String> insufficientResources(Map<String, BigDecimal> requests, NodeInfo node) {
    List<String> reasons = new ArrayList<>();
    BigDecimal maxPods = node.allocatable("pods");
    if (maxPods.signum() > 0 && BigDecimal.valueOf(node.pods() + 1L).compareTo(maxPods) > 0) {
      reasons.add("Too many pods");
    }
    requests.forEach(
        (resource, amount) -> {
          if (amount.signum() > 0
              && node.requested(resource).add(amount).compareTo(node.allocatable(resource)) > 0) {
            reasons.add("Insufficient " + resource);
          }
        });
    return reasons;
  }

  private static String nullToEmpty(String text) {
    return text == null ? "" : text;
  }
}
