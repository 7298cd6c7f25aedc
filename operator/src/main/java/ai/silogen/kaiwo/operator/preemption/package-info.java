/**
 * Duration-based preemption (reference §12 without the quirks of §23.3–4): the decision table
 * ({@link ai.silogen.kaiwo.operator.preemption.DurationPreemption}), the cluster-wide sweep plan
 * ({@link ai.silogen.kaiwo.operator.preemption.PreemptionPlan}) with the {@code Preemptable}
 * condition, and the sweep controller that requests termination through the workload controller's
 * contract ({@code ai.silogen.kaiwo.operator.workload.status.Termination}).
 */
package ai.silogen.kaiwo.operator.preemption;
