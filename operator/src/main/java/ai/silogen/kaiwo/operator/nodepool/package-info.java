/**
 * Node pools: nodes grouped by GPU vendor, model and count, and 90 % of their CPU and memory
 * ({@link ai.silogen.kaiwo.operator.nodepool.NodePoolDiscovery}), named {@code
 * <vendor>-<model>-<N>gpu-<cpu>core-<mem>gi}; and the labels ({@code kaiwo/nodepool}, {@code
 * kaiwo/worker}, {@code kaiwo/gpu-model}) and optional GPU taint Kaiwo keeps on nodes ({@link
 * ai.silogen.kaiwo.operator.nodepool.NodeLabelling}, applied by {@link
 * ai.silogen.kaiwo.operator.nodepool.NodePoolReconciler}). Topology labels are never written.
 */
package ai.silogen.kaiwo.operator.nodepool;
