/**
 * Stand-in for the KubeRay operator (ray.io/v1): RayClusters as head and worker pods, RayJobs that
 * run a simulated job on a cluster of their own, RayServices that report their Serve applications
 * running once their cluster is ready. The decisions are pure: {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayClusterPods}, {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayClusterStatuses}, {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayJobStateMachine} and {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayServiceStatuses}.
 */
package ai.silogen.kaiwo.sandbox.controlplane.kuberay;
