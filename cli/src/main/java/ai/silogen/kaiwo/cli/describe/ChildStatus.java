package ai.silogen.kaiwo.cli.describe;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One-phrase state of a workload's child object, from its status, per kind. */
final class ChildStatus {

  private ChildStatus() {}

  static String of(GenericKubernetesResource child) {
    return switch (child.getKind()) {
      case "Job" -> job(child);
      case "Deployment", "ReplicaSet" ->
          number(child, "readyReplicas") + "/" + number(child, "replicas") + " ready";
      case "RayJob" ->
          text(child, "jobStatus").or(() -> text(child, "jobDeploymentStatus")).orElse("-");
      case "RayService" ->
          text(child, "serviceStatus").or(() -> condition(child, "Ready")).orElse("-");
      case "Workload" -> workload(child);
      default -> text(child, "phase").or(() -> text(child, "state")).orElse("-");
    };
  }

  private static String job(GenericKubernetesResource job) {
    if (isTrue(job, "Complete")) {
      return "Complete";
    }
    if (isTrue(job, "Failed")) {
      return "Failed" + conditionReason(job, "Failed").map(r -> ": " + r).orElse("");
    }
    Object spec = job.getAdditionalProperties().get("spec");
    if (spec instanceof Map<?, ?> map && Boolean.TRUE.equals(map.get("suspend"))) {
      return "Suspended (waiting for Kueue)";
    }
    return "active "
        + number(job, "active")
        + ", succeeded "
        + number(job, "succeeded")
        + ", failed "
        + number(job, "failed");
  }

  private static String workload(GenericKubernetesResource workload) {
    if (isTrue(workload, "Finished")) {
      return "Finished";
    }
    if (isTrue(workload, "Admitted")) {
      return "Admitted";
    }
    return "Pending" + conditionMessage(workload, "QuotaReserved").map(m -> ": " + m).orElse("");
  }

  private static boolean isTrue(GenericKubernetesResource object, String type) {
    return conditions(object).stream()
        .anyMatch(c -> type.equals(c.get("type")) && "True".equals(c.get("status")));
  }

  private static Optional<String> condition(GenericKubernetesResource object, String type) {
    return conditions(object).stream()
        .filter(c -> type.equals(c.get("type")))
        .findFirst()
        .map(c -> type + "=" + c.get("status"));
  }

  private static Optional<String> conditionMessage(GenericKubernetesResource object, String type) {
    return conditionField(object, type, "message");
  }

  private static Optional<String> conditionReason(GenericKubernetesResource object, String type) {
    return conditionField(object, type, "reason");
  }

  private static Optional<String> conditionField(
      GenericKubernetesResource object, String type, String field) {
    return conditions(object).stream()
        .filter(c -> type.equals(c.get("type")) && c.get(field) instanceof String s && !s.isBlank())
        .findFirst()
        .map(c -> (String) c.get(field));
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> conditions(GenericKubernetesResource object) {
    return status(object).get("conditions") instanceof List<?> list
        ? (List<Map<String, Object>>) list
        : List.of();
  }

  private static Optional<String> text(GenericKubernetesResource object, String field) {
    return status(object).get(field) instanceof String s && !s.isBlank()
        ? Optional.of(s)
        : Optional.empty();
  }

  private static long number(GenericKubernetesResource object, String field) {
    return status(object).get(field) instanceof Number n ? n.longValue() : 0;
  }

  private static Map<?, ?> status(GenericKubernetesResource object) {
    return object.getAdditionalProperties().get("status") instanceof Map<?, ?> map ? map : Map.of();
  }
}
