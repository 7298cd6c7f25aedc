package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import java.util.List;

/**
 * Why a node cannot take a pod.
 *
 * @param reasons kube-scheduler reason strings, e.g. {@code Insufficient amd.com/gpu}
 * @param resolvable whether evicting pods could make room (only true for resource shortages; a
 *     taint or an affinity mismatch stays whatever runs on the node)
 */
public record FilterFailure(List<String> reasons, boolean resolvable) {

  public FilterFailure {
    reasons = List.copyOf(reasons);
  }

  /** A failure no eviction can fix. */
  public static FilterFailure unresolvable(String reason) {
    return new FilterFailure(List.of(reason), false);
  }
}
