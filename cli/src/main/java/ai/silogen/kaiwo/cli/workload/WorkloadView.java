package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Timestamps;
import ai.silogen.kaiwo.operator.preemption.PreemptableCondition;
import ai.silogen.kaiwo.operator.workload.model.ResourcePlanner;
import ai.silogen.kaiwo.operator.workload.model.WorkloadLabels;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

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

  /**
   * Who submitted it, as they wrote it: {@code spec.user} of a Kaiwo workload, else the user
   * annotation {@code kaiwo submit} writes on Models ({@link #USER_ANNOTATION}), else the user
   * label (sanitised: {@code alice-example.com}); empty when none is set.
   */
  public String user() {
    return string("spec", "user")
        .or(() -> annotation(USER_ANNOTATION))
        .orElseGet(() -> label(KaiwoLabels.USER).orElse(""));
  }

  /**
   * The annotation holding the submitting user unchanged ({@code alice@example.com}) on objects
   * without {@code spec.user}: label values cannot hold an {@code @}. Same key as the label.
   */
  public static final String USER_ANNOTATION = KaiwoLabels.USER;

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

  /**
   * GPUs the workload runs with: {@code status.gpus}, what the operator last applied to its
   * children (a running job edited to more GPUs still has the old number), else the planner's total
   * for the spec (before the operator has seen it).
   */
  public int gpus() {
    if (kind == WorkloadKind.MODEL) {
      return 0;
    }
    return integer("status", "gpus")
        .orElseGet(
            () ->
                ResourcePlanner.totalGpus(
                    integer("spec", "replicas").orElse(null),
                    integer("spec", "gpus").orElse(null),
                    integer("spec", "gpusPerReplica").orElse(null)));
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

  /**
   * The message that best explains the workload's state, for progress lines and the DETAIL column.
   * A finished workload's is why it ended ({@link #ending}). Otherwise a {@code False} condition
   * names what it waits for or what went wrong ("Download job is running", "pending admission into
   * 'kaiwo'"), so it goes before any {@code True} one; then the most recent; of conditions set in
   * one reconcile (same time) the later in the list, because the operator appends them in the order
   * it checks them.
   *
   * <p>{@code Preemptable} counts only while the workload runs: operators before the {@code
   * Finished} condition (and the original) left its "Workload is running ..." on finished
   * workloads, and a job that finished between two polls would read {@code COMPLETE (Workload is
   * running ...)}. {@code SpecApplied=True} is the operator's bookkeeping, not progress; only its
   * failure is news.
   *
   * <p>A Model whose phase comes from one condition ({@link ModelPhase#explainedBy}) shows that
   * condition's message: why it is invalid, how its cache load goes or why it failed. A Model whose
   * current spec the operator has not processed yet shows none.
   */
  public Optional<String> latestMessage() {
    return ending().or(this::latestConditionMessage);
  }

  /**
   * Why a finished KaiwoJob or KaiwoService ended: its {@code Finished} condition, which the
   * operator writes with the final phase. A failure's reason leads ({@code BackoffLimitExceeded:
   * Job has reached ...}); a success's message says enough ("Job completed"). Empty before the end
   * and from operators that do not write it.
   */
  public Optional<String> ending() {
    if (!hasEnded()) {
      return Optional.empty();
    }
    boolean success = WorkloadStatus.COMPLETE.value().equals(status());
    return conditions().stream()
        .filter(c -> WorkloadConditions.FINISHED.equals(c.get("type")))
        .findFirst()
        .map(c -> success ? List.of(text(c, "message"), text(c, "reason")) : failure(c))
        .flatMap(parts -> parts.stream().filter(part -> !part.isEmpty()).findFirst());
  }

  /**
   * Whether a KaiwoJob or KaiwoService is in a final phase ({@code COMPLETE}, {@code FAILED},
   * {@code TERMINATED}): nothing of it runs again. Models never end.
   */
  public boolean hasEnded() {
    return kind != WorkloadKind.MODEL
        && Stream.of(WorkloadStatus.values())
            .anyMatch(phase -> phase.isFinal() && phase.value().equals(status()));
  }

  /** {@code reason: message} of a condition, then either alone. */
  private static List<String> failure(Map<String, Object> condition) {
    String reason = text(condition, "reason");
    String message = text(condition, "message");
    return List.of(
        reason.isEmpty() || message.isEmpty() ? "" : reason + ": " + message, reason, message);
  }

  private static String text(Map<String, Object> condition, String field) {
    return condition.get(field) instanceof String text ? text.strip() : "";
  }

  private Optional<String> latestConditionMessage() {
    boolean model = kind == WorkloadKind.MODEL;
    if (model && !isObserved()) {
      // They describe the previous spec: "1/1 replicas ready" of the pods about to be replaced.
      return Optional.empty();
    }
    // A Model's phase is derived from its conditions: derive it once, and never "RUNNING".
    boolean running = !model && WorkloadStatus.RUNNING.name().equals(status());
    Optional<String> explaining = model ? ModelPhase.of(this).explainedBy() : Optional.empty();
    return conditions().stream()
        .filter(c -> c.get("message") instanceof String m && !m.isBlank())
        .filter(c -> explaining.isEmpty() || explaining.get().equals(c.get("type")))
        .filter(c -> running || !PreemptableCondition.TYPE.equals(c.get("type")))
        .filter(
            c ->
                !(WorkloadConditions.SPEC_APPLIED.equals(c.get("type"))
                    && "True".equals(c.get("status"))))
        .reduce((a, b) -> MESSAGE_ORDER.compare(b, a) >= 0 ? b : a)
        .map(c -> (String) c.get("message"));
  }

  private static final Comparator<Map<String, Object>> MESSAGE_ORDER =
      Comparator.<Map<String, Object>, Boolean>comparing(c -> "False".equals(c.get("status")))
          .thenComparing(c -> String.valueOf(c.get("lastTransitionTime")));

  public Optional<String> label(String key) {
    Map<String, String> labels = object.getMetadata().getLabels();
    return Optional.ofNullable(labels == null ? null : labels.get(key)).filter(s -> !s.isBlank());
  }

  public Optional<String> annotation(String key) {
    Map<String, String> annotations = object.getMetadata().getAnnotations();
    return Optional.ofNullable(annotations == null ? null : annotations.get(key))
        .filter(s -> !s.isBlank());
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
