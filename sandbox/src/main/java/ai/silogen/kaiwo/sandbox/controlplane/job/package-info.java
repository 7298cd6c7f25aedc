/**
 * Stand-in for the batch/v1 job controller and the TTL-after-finished controller: {@link
 * ai.silogen.kaiwo.sandbox.controlplane.job.JobSync} decides, {@link
 * ai.silogen.kaiwo.sandbox.controlplane.job.JobController} applies.
 */
package ai.silogen.kaiwo.sandbox.controlplane.job;
