package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.operator.workload.model.WorkloadLabels;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Read-only view of a KaiwoJob, KaiwoService or Model as the CLI shows it. The CLI reads objects
 * untyped, so that it keeps working against an operator that is newer or older than itself.
 */
public record WorkloadView(WorkloadKind kind, GenericKubernetesResource object) {

  /** Views {@code object}, whose kind must be one of {@link WorkloadKind}. */
  public static WorkloadView of(GenericKubernetesResource object) {
    WorkloadKind kind =
        WorkloadKind.fromKind(object.getKind())
            .orElseThrow(() -> new IllegalArgumentException("not a workload: " + object.getKind()));
    return new WorkloadView(kind, object);
  }

  public String name() {
    return object.getMetadata().getName();
  }

  public String namespace() {
    return object.getMetadata().getNamespace();
  }

  public String uid() {
    return object.getMetadata().getUid();
  }

  /** {@code job/train}. */
  public String ref() {
    return kind.cliName() + "/" + name();
  }

  /** {@code spec.user}, else the user label; empty when neither is set. */
  public String user() {
    return string("spec", "user").orElseGet(() -> label(KaiwoLabels.USER).orElse(""));
  }

  /** The user label, else {@code spec.user} sanitised like the operator does. */
  public String userLabel() {
    return label(KaiwoLabels.USER).orElseGet(() -> WorkloadLabels.sanitize(user()));
  }

  public Optional<String> queue() {
    return string("spec", "clusterQueue");
  }

  /**
   * The phase users see: {@code status.status} of Kaiwo workloads ({@code NEW} before the operator
   * has seen it); for Models {@link ModelPhase}.
   */
  public String status() {
    if (kind == WorkloadKind.MODEL) {
      return ModelPhase.of(this).name();
    }
    return string("status", "status").orElse("NEW");
  }

  /**
   * Whether the operator has processed the current spec ({@code status.observedGeneration}). Models
   * always report it; Kaiwo workloads of operators that do not are taken as observed.
   */
  public boolean isObserved() {
    Long generation = object.getMetadata().getGeneration();
    Object observed = value("status", "observedGeneration");
    if (!(observed instanceof Number number)) {
      return kind != WorkloadKind.MODEL;
    }
    return generation == null || number.longValue() >= generation;
  }

  /** GPUs the workload asked for: {@code spec.gpus}, else replicas × GPUs per replica. */
  public int gpus() {
    if (kind == WorkloadKind.MODEL) {
      return 0;
    }
    int gpus = integer("spec", "gpus").orElse(0);
    if (gpus > 0) {
      return gpus;
    }
    return integer("spec", "gpusPerReplica").orElse(0) * integer("spec", "replicas").orElse(1);
  }

  public Optional<Instant> created() {
    return Timestamps.parse(object.getMetadata().getCreationTimestamp());
  }

  public Optional<Instant> started() {
    return string("status", "startTime").flatMap(Timestamps::parse);
  }

  public Optional<Instant> completed() {
    return string("status", "completionTime").flatMap(Timestamps::parse);
  }

  /** How long it has run: until completion for finished jobs, else until {@code now}. */
  public Optional<Duration> runTime(Instant now) {
    return started().map(start -> Duration.between(start, completed().orElse(now)));
  }

  /** The status conditions (each a map with type, status, reason, message, ...). */
  @SuppressWarnings("unchecked")
  public List<Map<String, Object>> conditions() {
    Object conditions = value("status", "conditions");
    return conditions instanceof List<?> list ? (List<Map<String, Object>>) list : List.of();
  }

  /** The message of the most recent condition that has one, for progress lines. */
  public Optional<String> latestMessage() {
    return conditions().stream()
        .filter(c -> c.get("message") instanceof String m && !m.isBlank())
        .max(
            (a, b) ->
                String.valueOf(a.get("lastTransitionTime"))
                    .compareTo(String.valueOf(b.get("lastTransitionTime"))))
        .map(c -> (String) c.get("message"));
  }

  public Optional<String> label(String key) {
    Map<String, String> labels = object.getMetadata().getLabels();
    return Optional.ofNullable(labels == null ? null : labels.get(key)).filter(s -> !s.isBlank());
  }

  public Optional<String> string(String... path) {
    return value(path) instanceof String s && !s.isBlank() ? Optional.of(s) : Optional.empty();
  }

  public Optional<Integer> integer(String... path) {
    return value(path) instanceof Number n ? Optional.of(n.intValue()) : Optional.empty();
  }

  /** The value at {@code path} below the object's top level, or {@code null}. */
  public Object value(String... path) {
    Object current = object.getAdditionalProperties();
    for (String key : path) {
      if (!(current instanceof Map<?, ?> map)) {
        return null;
      }
      current = map.get(key);
    }
    return current;
  }
}
