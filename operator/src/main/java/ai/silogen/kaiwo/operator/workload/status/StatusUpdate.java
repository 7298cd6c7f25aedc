package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import java.util.List;

/**
 * A computed status and what goes with it.
 *
 * @param status the new status (a fresh object; the previous one is not modified)
 * @param events events to record, one per phase transition
 * @param changed whether {@code status} differs from the previous one and must be written
 */
public record StatusUpdate(CommonStatus status, List<PlannedEvent> events, boolean changed) {}
