package ai.silogen.kaiwo.sandbox.controlplane.pods;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import java.time.Instant;
import java.util.Optional;

/** Pure predicates on pod state shared by the scheduler, kubelet and workload controllers. */
public final class Pods {

  /** Phase of a pod whose containers all terminated successfully. */
  public static final String SUCCEEDED = "Succeeded";

  /** Phase of a pod with a container that terminated in failure. */
  public static final String FAILED = "Failed";

  /** Phase of a pod whose containers run. */
  public static final String RUNNING = "Running";

  /** Phase of an accepted pod that does not run yet. */
  public static final String PENDING = "Pending";

  private Pods() {}

  /** The pod's phase, {@code Pending} when the status is empty. */
  public static String phase(Pod pod) {
    return pod.getStatus() == null || pod.getStatus().getPhase() == null
        ? PENDING
        : pod.getStatus().getPhase();
  }

  /** Whether the pod's phase is Running. */
  public static boolean isRunning(Pod pod) {
    return RUNNING.equals(phase(pod));
  }

  /** Whether the pod has finished (Succeeded or Failed). */
  public static boolean isTerminal(Pod pod) {
    String phase = phase(pod);
    return SUCCEEDED.equals(phase) || FAILED.equals(phase);
  }

  /** Whether deletion of the object has been requested. */
  public static boolean isDeleting(HasMetadata object) {
    return object.getMetadata().getDeletionTimestamp() != null;
  }

  /** A pod that is neither finished nor being deleted: it counts as "active" for its controller. */
  public static boolean isActive(Pod pod) {
    return !isTerminal(pod) && !isDeleting(pod);
  }

  /** Whether the pod has been bound to a node. */
  public static boolean isBound(Pod pod) {
    return pod.getSpec() != null
        && pod.getSpec().getNodeName() != null
        && !pod.getSpec().getNodeName().isEmpty();
  }

  /** Whether the pod's {@code Ready} condition is {@code True}. */
  public static boolean isReady(Pod pod) {
    return condition(pod, "Ready").map(c -> "True".equals(c.getStatus())).orElse(false);
  }

  /** When the pod last became ready, if it is ready. */
  public static Optional<Instant> readySince(Pod pod) {
    return condition(pod, "Ready")
        .filter(c -> "True".equals(c.getStatus()) && c.getLastTransitionTime() != null)
        .map(c -> Instant.parse(c.getLastTransitionTime()));
  }

  /** The pod condition of {@code type}, if present. */
  public static Optional<PodCondition> condition(Pod pod, String type) {
    if (pod.getStatus() == null || pod.getStatus().getConditions() == null) {
      return Optional.empty();
    }
    return pod.getStatus().getConditions().stream()
        .filter(c -> type.equals(c.getType()))
        .findFirst();
  }

  /** Whether {@code object} has a controller owner reference to the object with {@code uid}. */
  public static boolean isControlledBy(HasMetadata object, String uid) {
    return object.getMetadata().getOwnerReferences().stream()
        .anyMatch(ref -> Boolean.TRUE.equals(ref.getController()) && uid.equals(ref.getUid()));
  }
}
