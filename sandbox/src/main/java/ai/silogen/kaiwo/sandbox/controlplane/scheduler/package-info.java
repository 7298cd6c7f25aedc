/**
 * Stand-in for kube-scheduler: the pure filter ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.scheduler.NodeFilter}), score ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.scheduler.NodeScorer}) and failure message ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.scheduler.UnschedulableMessage}) logic, and the {@link
 * ai.silogen.kaiwo.sandbox.controlplane.scheduler.Scheduler} component that applies it.
 */
package ai.silogen.kaiwo.sandbox.controlplane.scheduler;
