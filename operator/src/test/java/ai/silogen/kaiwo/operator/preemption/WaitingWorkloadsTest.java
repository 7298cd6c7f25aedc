package ai.silogen.kaiwo.operator.preemption;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WaitingWorkloadsTest {
  private static final Instant NOW = Instant.parse("2026-01-01T12:00:00Z");

  @Test
  void findsTheLongestWaitingWorkloadOfTheSameQueueAndVendor() {
    WaitingWorkloads waiting =
        WaitingWorkloads.of(
            List.of(
                workload("newer", WorkloadStatus.PENDING, "kaiwo", GpuVendor.AMD, 8, 5),
                workload("older", WorkloadStatus.PENDING, "kaiwo", GpuVendor.AMD, 8, 30),
                workload("other-queue", WorkloadStatus.PENDING, "team", GpuVendor.AMD, 8, 60),
                workload("nvidia", WorkloadStatus.PENDING, "kaiwo", GpuVendor.NVIDIA, 8, 60),
                workload("cpu-only", WorkloadStatus.PENDING, "kaiwo", GpuVendor.AMD, 0, 60),
                workload("started", WorkloadStatus.RUNNING, "kaiwo", GpuVendor.AMD, 8, 60)));

    assertThat(waiting.longestWaitingFor(running("r", "kaiwo", GpuVendor.AMD)))
        .map(WorkloadSnapshot::name)
        .contains("older");
    assertThat(waiting.longestWaitingFor(running("r", "team", GpuVendor.AMD)))
        .map(WorkloadSnapshot::name)
        .contains("other-queue");
    assertThat(waiting.longestWaitingFor(running("r", "elsewhere", GpuVendor.AMD))).isEmpty();
  }

  @Test
  void aWorkloadDoesNotWaitForItself() {
    WaitingWorkloads waiting =
        WaitingWorkloads.of(
            List.of(
                workload("self", WorkloadStatus.PENDING, "kaiwo", GpuVendor.AMD, 8, 60),
                workload("next", WorkloadStatus.PENDING, "kaiwo", GpuVendor.AMD, 8, 10)));

    assertThat(waiting.longestWaitingFor(running("self", "kaiwo", GpuVendor.AMD)))
        .map(WorkloadSnapshot::name)
        .contains("next");
  }

  @Test
  void planTerminatesEveryExpiredWorkloadForTheLongestWaitingOne() {
    List<WorkloadSnapshot> workloads = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      workloads.add(running("expired-" + i, "kaiwo", GpuVendor.AMD));
      workloads.add(workload("waiting-" + i, WorkloadStatus.PENDING, "kaiwo", GpuVendor.AMD, 8, i));
    }

    PreemptionPlan plan = PreemptionPlan.of(workloads, Duration.ofMinutes(5), NOW);

    // Every expired workload is terminated for the one that waited longest (1999 minutes).
    assertThat(plan.changes()).hasSize(2000);
    assertThat(plan.changes())
        .allSatisfy(
            change ->
                assertThat(change.terminateFor())
                    .map(WorkloadSnapshot::name)
                    .contains("waiting-1999"));
  }

  private static WorkloadSnapshot running(String name, String queue, GpuVendor vendor) {
    return new WorkloadSnapshot(
        "KaiwoJob",
        "other",
        name,
        WorkloadStatus.RUNNING,
        queue,
        Optional.of(vendor),
        8,
        Optional.of(Duration.ofMinutes(1)),
        Optional.of(NOW.minus(Duration.ofHours(1))),
        Optional.empty(),
        Optional.of(true));
  }

  private static WorkloadSnapshot workload(
      String name,
      WorkloadStatus status,
      String queue,
      GpuVendor vendor,
      int gpus,
      long waitedMinutes) {
    return new WorkloadSnapshot(
        "KaiwoJob",
        "other",
        name,
        status,
        queue,
        Optional.of(vendor),
        gpus,
        Optional.empty(),
        Optional.empty(),
        Optional.of(NOW.minus(Duration.ofMinutes(waitedMinutes))),
        Optional.empty());
  }
}
