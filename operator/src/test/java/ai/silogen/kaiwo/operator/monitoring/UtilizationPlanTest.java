package ai.silogen.kaiwo.operator.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.monitoring.UtilizationPlan.Verdict;
import ai.silogen.kaiwo.operator.monitoring.UtilizationPlan.WorkloadPod;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class UtilizationPlanTest {

  private static final Instant NOW = Instant.parse("2026-11-29T12:00:00Z");
  private static final UnderutilizationPolicy REPORT_ONLY =
      new UnderutilizationPolicy(5, Set.of(), false, Duration.ofHours(1));
  private static final UnderutilizationPolicy TERMINATE =
      new UnderutilizationPolicy(5, Set.of(), true, Duration.ofHours(1));

  private static final Instant STARTED = NOW.minus(Duration.ofDays(2));
  private static final List<WorkloadPod> PODS =
      List.of(
          new WorkloadPod("team", "train-0", "uid-train", STARTED),
          new WorkloadPod("team", "train-1", "uid-train", STARTED),
          new WorkloadPod("team", "serve-0", "uid-serve", STARTED));

  @Test
  void aRunningWorkloadWithAnIdleGpuOnAnyPodIsUnderutilized() {
    List<GpuReading> readings =
        List.of(
            reading("train-0", "0", 90), reading("train-1", "3", 1.5), reading("serve-0", "0", 0));

    Verdict verdict = only(plan(List.of(running("train", null)), readings, REPORT_ONLY));

    assertThat(verdict.condition().getStatus()).isEqualTo("True");
    assertThat(verdict.condition().getReason()).isEqualTo(UnderutilizationCondition.LOW);
    assertThat(verdict.condition().getMessage())
        .as("every pod of the workload counts, not the last one seen; other workloads' GPUs do not")
        .isEqualTo("1 of 2 GPUs below 5% utilization: pod train-1 GPU 3");
    assertThat(verdict.event())
        .contains(
            new ai.silogen.kaiwo.api.events.PlannedEvent(
                EventRecorder.WARNING,
                UnderutilizationCondition.LOW,
                "1 of 2 GPUs below 5% utilization: pod train-1 GPU 3"));
    assertThat(verdict.termination()).isEmpty();
  }

  @Test
  void aBusyWorkloadIsNormalWithoutAnEventOnItsFirstPoll() {
    Verdict verdict =
        only(
            plan(
                List.of(running("train", null)), List.of(reading("train-0", "0", 5)), REPORT_ONLY));

    assertThat(verdict.condition().getStatus()).isEqualTo("False");
    assertThat(verdict.condition().getReason()).isEqualTo(UnderutilizationCondition.NORMAL);
    assertThat(verdict.condition().getMessage())
        .isEqualTo("GPU utilization is normal: all 1 GPU at or above 5%");
    assertThat(verdict.event()).isEmpty();
  }

  @Test
  void recoveringIsRecordedAsANormalEvent() {
    Condition low = low("1 of 1 GPU below 5% utilization: pod train-0 GPU 0", NOW.minusSeconds(60));

    Verdict verdict =
        only(
            plan(
                List.of(running("train", low)), List.of(reading("train-0", "0", 50)), REPORT_ONLY));

    assertThat(verdict.condition().getReason()).isEqualTo(UnderutilizationCondition.NORMAL);
    assertThat(verdict.event().orElseThrow().reason()).isEqualTo(UnderutilizationCondition.NORMAL);
  }

  @Test
  void anUnchangedVerdictWritesNothing() {
    Condition low = low("1 of 1 GPU below 5% utilization: pod train-0 GPU 0", NOW.minusSeconds(60));

    assertThat(plan(List.of(running("train", low)), List.of(reading("train-0", "0", 0)), TERMINATE))
        .as("idle for a minute of the hour allowed")
        .isEmpty();
  }

  @Test
  void aWorkloadIdleForTheWholeLimitIsTerminated() {
    Condition low =
        low("1 of 1 GPU below 5% utilization: pod train-0 GPU 0", NOW.minusSeconds(3600));

    Verdict verdict =
        only(plan(List.of(running("train", low)), List.of(reading("train-0", "0", 0)), TERMINATE));

    assertThat(verdict.termination())
        .contains(
            "Terminating workload due to underutilized GPU resources: 1 of 1 GPU below 5%"
                + " utilization: pod train-0 GPU 0 for 1h0m0s (terminateUnderutilizedAfter"
                + " 1h0m0s)");
    assertThat(verdict.event()).as("the verdict itself did not change").isEmpty();
    assertThat(
            plan(List.of(running("train", low)), List.of(reading("train-0", "0", 0)), REPORT_ONLY))
        .as("without terminateUnderutilized it only reports")
        .isEmpty();
  }

  @Test
  void idleTimeCountsFromTheOldestObservedPodWhenItsPodsWereReplacedSince() {
    Condition lowForTwoHours =
        low("1 of 2 GPUs below 5% utilization: pod train-0 GPU 0", NOW.minusSeconds(7200));
    Instant requeued = NOW.minusSeconds(600);
    List<GpuReading> idle = List.of(reading("train-0", "0", 0), reading("train-1", "0", 0));
    List<WorkloadPod> replaced =
        List.of(
            new WorkloadPod("team", "train-0", "uid-train", requeued),
            new WorkloadPod("team", "train-1", "uid-train", requeued.plusSeconds(5)));
    List<WorkloadPod> oneKept =
        List.of(
            new WorkloadPod("team", "train-0", "uid-train", requeued),
            new WorkloadPod("team", "train-1", "uid-train", STARTED));

    Verdict afterRequeue =
        only(
            UtilizationPlan.of(
                List.of(running("train", lowForTwoHours)), replaced, idle, TERMINATE, NOW));
    assertThat(afterRequeue.termination())
        .as("pods created 10 minutes ago have not been idle for the hour allowed")
        .isEmpty();
    Verdict verdict =
        only(
            UtilizationPlan.of(
                List.of(running("train", lowForTwoHours)), oneKept, idle, TERMINATE, NOW));
    assertThat(verdict.termination().orElseThrow())
        .as("a pod that stayed counts from the condition's transition")
        .contains(" for 2h0m0s ");
  }

  @Test
  void aReadingWithoutNamespaceIsIgnoredWhenItsPodNameIsInSeveralNamespaces() {
    List<WorkloadPod> pods =
        List.of(
            new WorkloadPod("team", "worker-0", "uid-train", STARTED),
            new WorkloadPod("other", "worker-0", "uid-serve", STARTED),
            new WorkloadPod("team", "train-1", "uid-train", STARTED));
    MonitoredWorkload otherServe =
        new MonitoredWorkload(
            "KaiwoService",
            "other",
            "serve",
            "uid-serve",
            WorkloadStatus.RUNNING,
            Optional.empty());
    GpuReading unplaced = new GpuReading(Optional.empty(), "worker-0", "0", 0);
    GpuReading unique = new GpuReading(Optional.empty(), "train-1", "0", 80);

    List<Verdict> verdicts =
        UtilizationPlan.of(
            List.of(running("train", null), otherServe),
            pods,
            List.of(unplaced, unique),
            REPORT_ONLY,
            NOW);

    Verdict verdict = only(verdicts);
    assertThat(verdict.workload().uid()).isEqualTo("uid-train");
    assertThat(verdict.condition().getMessage())
        .as("the idle GPU could be either workload's, so neither is blamed for it")
        .isEqualTo("GPU utilization is normal: all 1 GPU at or above 5%");
  }

  @Test
  void aLimitOfZeroTerminatesOnTheFirstIdlePoll() {
    UnderutilizationPolicy immediately =
        new UnderutilizationPolicy(5, Set.of(), true, Duration.ZERO);

    Verdict verdict =
        only(
            plan(
                List.of(running("train", null)), List.of(reading("train-0", "0", 0)), immediately));

    assertThat(verdict.termination()).isPresent();
  }

  @Test
  void onlyRunningWorkloadsInWatchedNamespacesWithReadingsAreJudged() {
    List<GpuReading> idle = List.of(reading("train-0", "0", 0));
    MonitoredWorkload starting =
        new MonitoredWorkload(
            "KaiwoJob", "team", "train", "uid-train", WorkloadStatus.STARTING, Optional.empty());

    assertThat(plan(List.of(starting), idle, REPORT_ONLY)).isEmpty();
    assertThat(
            plan(
                List.of(running("train", null)),
                idle,
                new UnderutilizationPolicy(5, Set.of("other"), false, Duration.ZERO)))
        .isEmpty();
    assertThat(plan(List.of(running("train", null)), List.of(), REPORT_ONLY))
        .as("no readings: nothing is known, so nothing changes")
        .isEmpty();
  }

  @Test
  void kubeSystemIsLeftAloneUnlessNamed() {
    UnderutilizationPolicy everywhere = REPORT_ONLY;
    UnderutilizationPolicy named =
        new UnderutilizationPolicy(5, Set.of("kube-system"), false, Duration.ZERO);

    assertThat(everywhere.watches("kube-system")).isFalse();
    assertThat(everywhere.watches("team")).isTrue();
    assertThat(named.watches("kube-system")).isTrue();
    assertThat(named.watches("team")).isFalse();
  }

  @Test
  void aLongListOfIdleGpusIsShortened() {
    List<GpuReading> readings =
        java.util.stream.IntStream.range(0, 8)
            .mapToObj(i -> reading("train-0", "" + i, 0))
            .toList();

    Verdict verdict = only(plan(List.of(running("train", null)), readings, REPORT_ONLY));

    assertThat(verdict.condition().getMessage())
        .isEqualTo(
            "8 of 8 GPUs below 5% utilization: pod train-0 GPU 0, pod train-0 GPU 1, pod train-0"
                + " GPU 2, pod train-0 GPU 3, pod train-0 GPU 4 and 3 more");
  }

  @Test
  void fractionalThresholdsAreWrittenAsGiven() {
    assertThat(UnderutilizationCondition.percent(1)).isEqualTo("1");
    assertThat(UnderutilizationCondition.percent(2.5)).isEqualTo("2.5");
    assertThat(UnderutilizationCondition.percent(0.25)).isEqualTo("0.25");
  }

  private static List<Verdict> plan(
      List<MonitoredWorkload> workloads, List<GpuReading> readings, UnderutilizationPolicy policy) {
    return UtilizationPlan.of(workloads, PODS, readings, policy, NOW);
  }

  private static Verdict only(List<Verdict> verdicts) {
    assertThat(verdicts).hasSize(1);
    return verdicts.get(0);
  }

  private static MonitoredWorkload running(String name, Condition underutilization) {
    return new MonitoredWorkload(
        "KaiwoJob",
        "team",
        name,
        "uid-" + name,
        WorkloadStatus.RUNNING,
        Optional.ofNullable(underutilization));
  }

  private static Condition low(String message, Instant since) {
    return Conditions.of(
        UnderutilizationCondition.TYPE, true, UnderutilizationCondition.LOW, message, since, null);
  }

  private static GpuReading reading(String pod, String gpu, double percent) {
    return new GpuReading(Optional.of("team"), pod, gpu, percent);
  }
}
