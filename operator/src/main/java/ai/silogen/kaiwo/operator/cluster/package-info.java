/**
 * Read-only facts about the cluster that every Kaiwo controller needs: the effective {@code
 * KaiwoConfig} (CRD defaults applied, all defaults when the singleton is missing), the Nodes and
 * their GPU capacity per vendor, and the {@code KaiwoQueueConfig} singleton.
 *
 * <p>{@link ai.silogen.kaiwo.operator.cluster.ClusterFacts} is a plain immutable value so that pure
 * code (desired-state builders, {@code kaiwo render}, status computation) can take it as input;
 * {@link ai.silogen.kaiwo.operator.cluster.ClusterFactsReader} reads one from the API server.
 */
package ai.silogen.kaiwo.operator.cluster;
