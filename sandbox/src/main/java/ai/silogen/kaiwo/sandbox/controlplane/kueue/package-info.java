/**
 * Stand-in for Kueue (kueue.x-k8s.io): the webhook that holds queued Jobs, RayJobs, AppWrappers and
 * Pods back ({@link ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueWebhook}), one controller per
 * job integration that creates and follows their Workloads ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueJobController}), and the scheduler that admits
 * Workloads against ClusterQueue quota ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueScheduler}). The decisions are pure: {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kueue.AdmissionCycle}, {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler}, {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssigner} and the {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kueue.JobIntegration}s.
 */
package ai.silogen.kaiwo.sandbox.controlplane.kueue;
