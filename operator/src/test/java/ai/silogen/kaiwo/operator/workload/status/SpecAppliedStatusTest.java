package ai.silogen.kaiwo.operator.workload.status;

import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.ADMITTED;
import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.next;
import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.scheduled;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.workload.model.ResourcePlan;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The GPUs in status follow what the children were made with; unapplied changes are warned of. */
class SpecAppliedStatusTest {

  private static final String NOT_APPLIED = "Job j was not updated (image, env changed)";

  private static Observation running(int gpus, List<String> notApplied) {
    return scheduled()
        .withPlan(new ResourcePlan(GpuVendor.AMD, 1, gpus, gpus, ""))
        .withChild(ChildStatus.of(WorkloadStatus.RUNNING), ADMITTED)
        .withNotApplied(notApplied);
  }

  @Test
  void gpusAreThoseOfTheAppliedPlanAndStayWhileAChangeIsNotApplied() {
    StatusUpdate applied = next(new KaiwoJobStatus(), running(2, List.of()));
    assertThat(applied.status().getGpus()).isEqualTo(2);

    StatusUpdate edited = next(applied.status(), running(4, List.of(NOT_APPLIED)));
    assertThat(edited.status().getGpus()).as("the running Job still asks for 2").isEqualTo(2);
  }

  @Test
  void changesNotAppliedAreAWarningOnce() {
    StatusUpdate applied = next(new KaiwoJobStatus(), running(2, List.of()));
    StatusUpdate edited = next(applied.status(), running(4, List.of(NOT_APPLIED)));
    assertThat(edited.events()).contains(PlannedEvent.warning("ChangesNotApplied", NOT_APPLIED));

    StatusUpdate again = next(edited.status(), running(4, List.of(NOT_APPLIED)));
    assertThat(again.events()).isEmpty();

    String other = "Job j was not updated (command changed)";
    assertThat(next(again.status(), running(4, List.of(other))).events())
        .containsExactly(PlannedEvent.warning("ChangesNotApplied", other));
  }
}
