package ai.silogen.kaiwo.operator.modelserving.plan;

import ai.silogen.kaiwo.api.KubeAiLabels;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.Map;

/** What the pod plan reads from a pod. */
public final class PodState {

  private PodState() {}

  /** Whether the pod's {@code Ready} condition is True. */
  public static boolean ready(Pod pod) {
    return pod.getStatus() != null
        && pod.getStatus().getConditions() != null
        && pod.getStatus().getConditions().stream()
            .anyMatch(c -> "Ready".equals(c.getType()) && "True".equals(c.getStatus()));
  }

  public static boolean scheduled(Pod pod) {
    return pod.getSpec() != null
        && pod.getSpec().getNodeName() != null
        && !pod.getSpec().getNodeName().isEmpty();
  }

  public static boolean terminating(Pod pod) {
    return pod.getMetadata().getDeletionTimestamp() != null;
  }

  /** Whether the pod has finished (Succeeded or Failed) and will never serve again. */
  public static boolean finished(Pod pod) {
    String phase = pod.getStatus() == null ? null : pod.getStatus().getPhase();
    return "Succeeded".equals(phase) || "Failed".equals(phase);
  }

  public static String hash(Pod pod) {
    Map<String, String> labels = pod.getMetadata().getLabels();
    return labels == null ? null : labels.get(KubeAiLabels.POD_HASH);
  }
}
