package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;
import java.util.Optional;

/**
 * Whether Kueue admitted a workload, from the Kueue Workloads of its child (one for a Job, RayJob
 * or AppWrapper; one per pod for a Deployment). Admitted means every Workload has {@code
 * Admitted=True}; otherwise Kueue's own explanation (for example "couldn't assign flavors to pod
 * set main: insufficient quota for nvidia.com/gpu") is kept for the status.
 *
 * @param state whether the workload is admitted
 * @param message Kueue's reason for not admitting it yet, or {@code null}
 */
public record KueueAdmission(State state, String message) {

  /** Admission state. */
  public enum State {
    /** Kueue has not created a Workload (yet). */
    NONE,
    /** At least one Workload waits for quota. */
    PENDING,
    /** Every Workload is admitted. */
    ADMITTED
  }

  public static KueueAdmission of(List<Workload> workloads) {
    if (workloads.isEmpty()) {
      return new KueueAdmission(State.NONE, null);
    }
    for (Workload workload : workloads) {
      List<Condition> conditions =
          workload.getStatus() == null ? null : workload.getStatus().getConditions();
      if (!Conditions.isTrue(conditions, "Admitted")) {
        return new KueueAdmission(State.PENDING, explanation(conditions).orElse(null));
      }
    }
    return new KueueAdmission(State.ADMITTED, null);
  }

  public boolean isAdmitted() {
    return state == State.ADMITTED;
  }

  private static Optional<String> explanation(List<Condition> conditions) {
    return Conditions.find(conditions, "QuotaReserved")
        .filter(c -> "False".equals(c.getStatus()))
        .or(() -> Conditions.find(conditions, "Admitted"))
        .map(Condition::getMessage)
        .filter(m -> !m.isBlank());
  }
}
