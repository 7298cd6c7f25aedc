package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/** Jobs that wait for admission through {@code spec.suspend} (Job, RayJob, AppWrapper). */
abstract class SuspendableJobIntegration implements JobIntegration {

  @Override
  public void holdForAdmission(ObjectNode job) {
    Json.child(job, "spec").put("suspend", true);
  }

  @Override
  public boolean isHeld(JsonNode job) {
    return job.path("spec").path("suspend").asBoolean(false);
  }

  @Override
  public Optional<ObjectNode> holdPatch(JsonNode job) {
    ObjectNode patch = Json.object();
    patch.putObject("spec").put("suspend", true);
    return Optional.of(patch);
  }

  /** A patch that unsuspends the job and replaces {@code spec.<field>} with {@code value}. */
  static ObjectNode unsuspendWith(String field, JsonNode value) {
    ObjectNode patch = Json.object();
    ObjectNode spec = patch.putObject("spec");
    spec.put("suspend", false);
    spec.set(field, value);
    return patch;
  }
}
