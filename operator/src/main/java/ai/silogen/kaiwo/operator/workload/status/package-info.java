/**
 * Status of KaiwoJobs and KaiwoServices: pure observers that turn the observed children (Job,
 * RayJob, Deployment, AppWrapper/RayService, PVCs, download Job, Kueue Workloads) into the
 * workload's phase, conditions, timestamps and events.
 *
 * <p>Entry point: {@link ai.silogen.kaiwo.operator.workload.status.StatusComputer}. Termination of
 * workloads flagged by other controllers follows the contract of {@link
 * ai.silogen.kaiwo.operator.workload.status.Termination}.
 */
package ai.silogen.kaiwo.operator.workload.status;
