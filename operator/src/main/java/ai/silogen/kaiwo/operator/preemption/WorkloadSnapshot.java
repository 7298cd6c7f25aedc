package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.workload.status.WorkloadStatuses;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What duration-based preemption needs to know about one KaiwoJob or KaiwoService.
 *
 * @param kind {@code KaiwoJob} or {@code KaiwoService}
 * @param namespace its namespace
 * @param name its name
 * @param status its phase ({@link WorkloadStatus#NEW} when unset)
 * @param clusterQueue its cluster queue (KaiwoConfig's default when unset)
 * @param vendor its GPU vendor, empty when unknown
 * @param gpus GPUs it asks for in total ({@code gpus}, or {@code replicas × gpusPerReplica})
 * @param duration its {@code spec.duration}, empty when unset or invalid
 * @param startTime when it started running, if it did
 * @param pendingSince when it last became PENDING: the transition time of its {@code
 *     Admitted=False} condition, present only while it is PENDING
 * @param preemptable the status of its {@code Preemptable} condition, empty when it has none
 */
public record WorkloadSnapshot(
    String kind,
    String namespace,
    String name,
    WorkloadStatus status,
    String clusterQueue,
    Optional<GpuVendor> vendor,
    int gpus,
    Optional<Duration> duration,
    Optional<Instant> startTime,
    Optional<Instant> pendingSince,
    Optional<Boolean> preemptable) {

  /** Condition the workload controller keeps {@code False} while a workload waits for Kueue. */
  public static final String ADMITTED = "Admitted";

  /** The snapshot of a KaiwoJob or KaiwoService. */
  public static WorkloadSnapshot of(HasMetadata workload, String defaultClusterQueue) {
    CommonMetaSpec spec =
        switch (workload) {
          case KaiwoJob job -> job.getSpec();
          case KaiwoService service -> service.getSpec();
          default ->
              throw new IllegalArgumentException("not a Kaiwo workload: " + workload.getKind());
        };
    spec = spec == null ? new CommonMetaSpec() : spec;
    CommonStatus status = WorkloadStatuses.of(workload);
    WorkloadStatus phase =
        status == null || status.getStatus() == null ? WorkloadStatus.NEW : status.getStatus();
    return new WorkloadSnapshot(
        workload.getKind(),
        workload.getMetadata().getNamespace(),
        workload.getMetadata().getName(),
        phase,
        blank(spec.getClusterQueue()) ? defaultClusterQueue : spec.getClusterQueue(),
        GpuVendor.parse(spec.getGpuVendor() == null ? GpuVendor.AMD.id() : spec.getGpuVendor()),
        gpus(spec),
        duration(spec.getDuration()),
        Optional.ofNullable(status).map(CommonStatus::getStartTime).flatMap(WorkloadSnapshot::time),
        phase == WorkloadStatus.PENDING
            ? Conditions.find(status.getConditions(), ADMITTED)
                .filter(c -> Conditions.FALSE.equals(c.getStatus()))
                .flatMap(Conditions::transitionTime)
            : Optional.empty(),
        Conditions.find(status == null ? null : status.getConditions(), PreemptableCondition.TYPE)
            .map(c -> Conditions.TRUE.equals(c.getStatus())));
  }

  /**
   * The snapshots of the {@code workloads} that have not finished: a finished one neither runs nor
   * waits, so it changes no decision, and a sweep then costs what the live workloads do, however
   * many finished ones the cluster keeps.
   */
  public static List<WorkloadSnapshot> ofUnfinished(
      Stream<? extends HasMetadata> workloads, String defaultClusterQueue) {
    return workloads
        .filter(workload -> !finished(WorkloadStatuses.of(workload)))
        .map(workload -> of(workload, defaultClusterQueue))
        .toList();
  }

  /**
   * Whether an update of a workload can change a sweep's decisions, i.e. its snapshot. Most status
   * writes (the running duration refreshed, conditions preemption does not read) cannot, and each
   * one woke a sweep over every workload.
   */
  public static boolean changed(HasMetadata after, HasMetadata before) {
    return !of(after, "").equals(of(before, ""));
  }

  private static boolean finished(CommonStatus status) {
    return status != null && status.getStatus() != null && status.getStatus().isFinal();
  }

  /** {@code Kind namespace/name}. */
  public String describe() {
    return kind + " " + namespace + "/" + name;
  }

  /** Whether this is the same object as {@code other}. */
  public boolean sameAs(WorkloadSnapshot other) {
    return kind.equals(other.kind) && namespace.equals(other.namespace) && name.equals(other.name);
  }

  private static int gpus(CommonMetaSpec spec) {
    int total = spec.getGpus() == null ? 0 : spec.getGpus();
    if (spec.getGpusPerReplica() != null) {
      int replicas = spec.getReplicas() == null ? 1 : spec.getReplicas();
      // Saturated, not wrapped: 65536 * 65536 as int is 0, a GPU workload seen as CPU-only.
      long requested = (long) replicas * spec.getGpusPerReplica();
      total = (int) Math.max(total, Math.min(requested, Integer.MAX_VALUE));
    }
    return total;
  }

  private static Optional<Duration> duration(String value) {
    if (blank(value)) {
      return Optional.empty();
    }
    try {
      return Optional.of(GoDuration.parse(value));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  private static Optional<Instant> time(String value) {
    try {
      return Optional.of(Instant.parse(value));
    } catch (RuntimeException e) {
      return Optional.empty();
    }
  }

  private static boolean blank(String value) {
    return value == null || value.isBlank();
  }
}
