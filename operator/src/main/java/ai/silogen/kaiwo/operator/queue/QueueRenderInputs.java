package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.operator.nodepool.NodePool;
import java.util.List;
import java.util.function.Predicate;

/**
 * What rendering a KaiwoQueueConfig depends on besides the config itself.
 *
 * @param pools the discovered node pools (used when the config lists no flavors)
 * @param settings the effective KaiwoConfig spec
 * @param namespaceExists whether a namespace exists; LocalQueues are only rendered into existing
 *     ones
 * @param topologiesSupported whether the cluster serves Kueue's Topology API; when it does not,
 *     topologies and flavors' {@code topologyName} are left out
 */
public record QueueRenderInputs(
    List<NodePool> pools,
    KaiwoConfigSpec settings,
    Predicate<String> namespaceExists,
    boolean topologiesSupported) {}
