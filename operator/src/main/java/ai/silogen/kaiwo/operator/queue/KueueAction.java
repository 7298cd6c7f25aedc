package ai.silogen.kaiwo.operator.queue;

import io.fabric8.kubernetes.api.model.HasMetadata;

/** One step that brings the cluster's Kueue objects closer to a KaiwoQueueConfig. */
public sealed interface KueueAction {

  /** The object the step is about. */
  HasMetadata object();

  /** Human-readable {@code Kind namespace/name}. */
  default String describe() {
    HasMetadata object = object();
    String namespace = object.getMetadata().getNamespace();
    return object.getKind()
        + " "
        + (namespace == null ? "" : namespace + "/")
        + object.getMetadata().getName();
  }

  /** Create {@code object} (with Kaiwo's ownership already set). */
  record Create(HasMetadata object) implements KueueAction {}

  /** Replace the observed object by {@code object} (observed metadata, desired content). */
  record Update(HasMetadata object) implements KueueAction {}

  /** Delete {@code object}, which Kaiwo owns and the config no longer lists. */
  record Delete(HasMetadata object) implements KueueAction {}

  /** Nothing can be done until {@code object} finishes being deleted. */
  record Wait(HasMetadata object, String reason) implements KueueAction {}
}
