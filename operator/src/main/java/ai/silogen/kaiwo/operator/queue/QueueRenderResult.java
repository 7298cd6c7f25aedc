package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.operator.support.FieldError;
import java.util.List;

/**
 * The outcome of rendering a KaiwoQueueConfig.
 *
 * @param objects the Kueue objects (none when there are problems)
 * @param problems invalid fields; a config with problems is not applied
 * @param missingNamespaces listed namespaces that do not exist (yet); their LocalQueues follow when
 *     they are created
 * @param topologiesDropped whether topologies were configured but left out because the cluster does
 *     not serve the Topology API
 */
public record QueueRenderResult(
    KueueObjects objects,
    List<FieldError> problems,
    List<String> missingNamespaces,
    boolean topologiesDropped) {}
