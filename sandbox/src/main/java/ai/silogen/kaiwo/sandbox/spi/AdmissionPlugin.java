package ai.silogen.kaiwo.sandbox.spi;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A mutating admission step of the sandbox API server, the stand-in for a mutating webhook of a
 * real cluster component (for example Kueue suspending RayJobs or gating Pods that carry a queue
 * label).
 *
 * <p>Plugins run on create and update, before defaulting and validation, in registration order.
 */
public interface AdmissionPlugin {

  /** The kind of write being admitted. */
  enum Operation {
    CREATE,
    UPDATE
  }

  /**
   * Mutates {@code object} in place when the plugin applies to it.
   *
   * @param operation create or update
   * @param group API group of the resource ("" for the core group)
   * @param plural plural resource name, e.g. {@code pods}
   * @param object the object being written (mutable)
   * @param oldObject the stored object on update, {@code null} on create
   */
  void admit(
      Operation operation, String group, String plural, ObjectNode object, ObjectNode oldObject);
}
