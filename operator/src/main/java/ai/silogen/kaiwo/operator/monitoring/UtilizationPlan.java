package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.ConditionKind;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One poll of resource monitoring, decided without I/O: which running workloads' GPUs are below the
 * threshold, the conditions and events that follow, and which workloads have been underutilised
 * long enough to be terminated.
 *
 * <p>Unlike the original, every GPU of every pod of a workload counts (the original kept only the
 * last pod it saw per workload), and only {@code RUNNING} workloads are judged: a workload whose
 * pods are still starting is not idle. A workload without readings keeps its condition as it is.
 * Idle time counts from the condition's transition, but never from before the oldest pod whose GPUs
 * are read was created: a workload whose pods were all replaced (requeued by Kueue, rolled out)
 * starts again from zero rather than being terminated for the idleness of pods that are gone.
 */
public final class UtilizationPlan {

  /** Reason of the termination, as in the original. */
  public static final String TERMINATION_REASON = UnderutilizationCondition.LOW;

  /**
   * What to write for one workload.
   *
   * @param condition its new {@code ResourceUnderutilization} condition
   * @param event an event to record with the write (on a change of verdict), if any
   * @param termination the termination message when it is to be terminated now
   */
  public record Verdict(
      MonitoredWorkload workload,
      Condition condition,
      Optional<PlannedEvent> event,
      Optional<String> termination) {}

  /**
   * A pod of a Kaiwo workload.
   *
   * @param runId its {@code kaiwo.silogen.ai/run-id} label: the UID of its workload
   * @param created when it was created
   */
  public record WorkloadPod(String namespace, String name, String runId, Instant created) {}

  /** A workload's readings in a poll, and when the oldest pod they come from was created. */
  private static final class Observed {

    private final List<GpuReading> readings = new ArrayList<>();
    private Instant podsSince = Instant.MAX;

    void add(GpuReading reading, WorkloadPod pod) {
      readings.add(reading);
      if (pod.created().isBefore(podsSince)) {
        podsSince = pod.created();
      }
    }
  }

  private UtilizationPlan() {}

  /** The verdicts that change something; workloads whose condition stands are left out. */
  public static List<Verdict> of(
      List<MonitoredWorkload> workloads,
      List<WorkloadPod> pods,
      List<GpuReading> readings,
      UnderutilizationPolicy policy,
      Instant now) {
    Map<String, Observed> byRunId = readingsByRunId(pods, readings);
    List<Verdict> verdicts = new ArrayList<>();
    for (MonitoredWorkload workload : workloads) {
      Observed own = byRunId.get(workload.uid());
      if (workload.phase() != WorkloadStatus.RUNNING
          || !policy.watches(workload.namespace())
          || own == null) {
        continue;
      }
      verdict(workload, own, policy, now).ifPresent(verdicts::add);
    }
    return verdicts;
  }

  private static Optional<Verdict> verdict(
      MonitoredWorkload workload, Observed observed, UnderutilizationPolicy policy, Instant now) {
    List<GpuReading> readings = observed.readings;
    List<GpuReading> low =
        readings.stream()
            .filter(reading -> reading.percent() < policy.threshold())
            .sorted(Comparator.comparing(GpuReading::pod).thenComparing(GpuReading::gpu))
            .toList();
    Condition wanted = UnderutilizationCondition.of(readings, low, policy.threshold(), now);
    Optional<Condition> current = workload.underutilization();
    boolean wasLow = current.map(c -> Conditions.TRUE.equals(c.getStatus())).orElse(false);
    boolean isLow = !low.isEmpty();
    Duration lowFor = isLow ? lowFor(current, wasLow, observed.podsSince, now) : Duration.ZERO;
    Optional<String> termination =
        isLow && policy.terminate() && lowFor.compareTo(policy.terminateAfter()) >= 0
            ? Optional.of(terminationMessage(wanted, lowFor, policy))
            : Optional.empty();
    boolean unchanged =
        current
            .map(c -> Conditions.sameIgnoringTime(ConditionKind.STANDARD, c, wanted))
            .orElse(false);
    if (unchanged && termination.isEmpty()) {
      return Optional.empty();
    }
    // Events mark changes of verdict; a workload found busy on its first poll needs none.
    Optional<PlannedEvent> event =
        isLow == wasLow
            ? Optional.empty()
            : Optional.of(
                isLow
                    ? PlannedEvent.warning(UnderutilizationCondition.LOW, wanted.getMessage())
                    : PlannedEvent.normal(UnderutilizationCondition.NORMAL, wanted.getMessage()));
    return Optional.of(new Verdict(workload, wanted, event, termination));
  }

  private static String terminationMessage(
      Condition low, Duration lowFor, UnderutilizationPolicy policy) {
    return "Terminating workload due to underutilized GPU resources: "
        + low.getMessage()
        + " for "
        + GoDuration.format(lowFor)
        + " (terminateUnderutilizedAfter "
        + GoDuration.format(policy.terminateAfter())
        + ")";
  }

  /**
   * How long the workload has been underutilised: since the condition's transition, or since its
   * oldest observed pod was created if that is later.
   */
  private static Duration lowFor(
      Optional<Condition> current, boolean wasLow, Instant podsSince, Instant now) {
    if (!wasLow) {
      return Duration.ZERO;
    }
    return current
        .flatMap(Conditions::transitionTime)
        .map(since -> since.isBefore(podsSince) ? podsSince : since)
        .map(since -> Duration.between(since, now))
        .filter(d -> !d.isNegative())
        .orElse(Duration.ZERO);
  }

  /**
   * Readings by their pod's run-id; pods are indexed by name, so a poll is linear in both. A
   * reading without a namespace that names a pod found in several namespaces is left out: it cannot
   * be told whose it is.
   */
  private static Map<String, Observed> readingsByRunId(
      List<WorkloadPod> pods, List<GpuReading> readings) {
    Map<String, List<WorkloadPod>> podsByName =
        pods.stream().collect(Collectors.groupingBy(WorkloadPod::name));
    Map<String, Observed> byRunId = new HashMap<>();
    for (GpuReading reading : readings) {
      List<WorkloadPod> candidates =
          podsByName.getOrDefault(reading.pod(), List.of()).stream()
              .filter(pod -> reading.isOf(pod.namespace(), pod.name()))
              .toList();
      if (candidates.size() == 1) {
        WorkloadPod pod = candidates.get(0);
        byRunId.computeIfAbsent(pod.runId(), id -> new Observed()).add(reading, pod);
      }
    }
    return byRunId;
  }
}
