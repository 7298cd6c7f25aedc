package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;

/**
 * Kueue's integration for {@code batch/v1} Jobs: one pod set, {@code main}, of parallelism pods.
 */
public final class BatchJobIntegration extends SuspendableJobIntegration {

  @Override
  public Kind kind() {
    return Kind.JOB;
  }

  @Override
  public List<PodSet> podSets(JsonNode job) {
    JsonNode spec = job.path("spec");
    int count = spec.path("parallelism").asInt(1);
    if (spec.hasNonNull("completions")) {
      count = Math.min(count, spec.path("completions").asInt());
    }
    return List.of(
        new PodSet("main", count, Json.requireObject(spec, "template", "spec.template")));
  }

  @Override
  public Optional<Finish> finished(JsonNode job) {
    JsonNode conditions = job.path("status").path("conditions");
    if (Condition.holds(conditions, "Complete")) {
      return Optional.of(new Finish(true, "Job finished successfully"));
    }
    return Condition.find(conditions, "Failed")
        .filter(c -> "True".equals(c.path("status").asText()))
        .map(c -> new Finish(false, c.path("message").asText("Job failed")));
  }

  @Override
  public ObjectNode releasePatch(JsonNode job, List<PodSetInfo> infos) {
    ObjectNode template = Json.requireObject(job.path("spec"), "template", "spec.template");
    infos.getFirst().applyTo(template);
    return unsuspendWith("template", template);
  }
}
