package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How Kueue manages one kind of job (Kueue's "GenericJob"): how it is held back until admitted,
 * which pod sets it asks quota for, how it is released with the assigned flavors, and when it is
 * done. All methods are pure.
 */
public interface JobIntegration {

  /** How a job ended. */
  record Finish(boolean succeeded, String message) {}

  /** The kind of job. */
  Kind kind();

  /** Prefix of the Workload names created for it, Kueue's lower-case kind. */
  default String workloadPrefix() {
    return kind().kind().toLowerCase(Locale.ROOT);
  }

  /** Whether Kueue manages {@code job}: it names a LocalQueue. */
  default boolean isManaged(JsonNode job) {
    return Json.label(job, KueueLabels.QUEUE_NAME) != null;
  }

  /** Mutates a job being created so that it waits for admission (the webhook's part). */
  void holdForAdmission(ObjectNode job);

  /** Whether {@code job} is waiting for admission. */
  boolean isHeld(JsonNode job);

  /**
   * A merge patch that holds an already-running job back, or empty when the kind cannot be held
   * after creation (pods).
   */
  Optional<ObjectNode> holdPatch(JsonNode job);

  /** The pod sets the job's Workload asks quota for. */
  List<PodSet> podSets(JsonNode job);

  /** How the job ended, or empty while it has not. */
  Optional<Finish> finished(JsonNode job);

  /**
   * A merge patch that lets the admitted job run, with each pod set's node selector and tolerations
   * added.
   *
   * @param infos one per pod set, in {@link #podSets} order
   */
  ObjectNode releasePatch(JsonNode job, List<PodSetInfo> infos);
}
