package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import com.fasterxml.jackson.annotation.JsonInclude;

/** Observed state of a Kueue LocalQueue (the parts Kaiwo reads). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class LocalQueueStatus extends QueueStatus {}
