package ai.silogen.kaiwo.operator.modelserving.plan;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.List;

/**
 * Pods to delete and how many to create, with a human-readable account of why.
 *
 * @param toDelete pods to delete, in order
 * @param toCreate number of pods of the current spec to create
 * @param details why, one sentence per decision
 */
public record PodPlan(List<Pod> toDelete, int toCreate, List<String> details) {

  public PodPlan {
    toDelete = List.copyOf(toDelete);
    details = List.copyOf(details);
  }

  public boolean isEmpty() {
    return toDelete.isEmpty() && toCreate == 0;
  }
}
