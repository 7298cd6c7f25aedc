/**
 * Stand-in for the kubelets of the simulated nodes: runs bound pods without containers ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.kubelet.RunPlan} says for how long and how they end),
 * reports their status, writes synthetic logs, and lets a {@link
 * ai.silogen.kaiwo.sandbox.controlplane.kubelet.PodRuntime} run something real behind a pod.
 */
package ai.silogen.kaiwo.sandbox.controlplane.kubelet;
