package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import com.fasterxml.jackson.annotation.JsonInclude;

/** Observed state of a Kueue ClusterQueue (the parts Kaiwo reads). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class ClusterQueueStatus extends QueueStatus {}
