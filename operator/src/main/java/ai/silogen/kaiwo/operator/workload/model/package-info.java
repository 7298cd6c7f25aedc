/**
 * Desired state of KaiwoJobs and KaiwoServices: pure functions from a Kaiwo object and {@link
 * ai.silogen.kaiwo.operator.cluster.ClusterFacts} to the batch Job, RayJob, Deployment or
 * AppWrapper-wrapped RayService, the PVCs, the download ConfigMap and Job, and the LocalQueue.
 *
 * <p>Entry point: {@link ai.silogen.kaiwo.operator.workload.model.DesiredStateBuilder}. Every kind
 * shares one pod-template mutation ({@link
 * ai.silogen.kaiwo.operator.workload.model.PodTemplateMutator}), composed of one small step per
 * concern (labels, volumes, env, resources, GPU placement, ...).
 */
package ai.silogen.kaiwo.operator.workload.model;
