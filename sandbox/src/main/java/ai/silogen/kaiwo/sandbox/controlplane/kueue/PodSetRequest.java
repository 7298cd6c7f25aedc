package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import java.util.Map;

/**
 * What one pod set of a workload asks Kueue for.
 *
 * @param name pod set name, e.g. {@code main} or {@code head}
 * @param count number of pods
 * @param perPod resources of one pod
 * @param nodeSelector the pods' node selector; a flavor whose node labels contradict it is skipped
 */
public record PodSetRequest(
    String name, int count, ResourceAmounts perPod, Map<String, String> nodeSelector) {

  public ResourceAmounts total() {
    return perPod.times(count);
  }
}
