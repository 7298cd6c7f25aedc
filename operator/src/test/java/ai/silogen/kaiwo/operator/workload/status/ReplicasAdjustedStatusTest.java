package ai.silogen.kaiwo.operator.workload.status;

import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.NOW;
import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.condition;
import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.next;
import static ai.silogen.kaiwo.operator.workload.status.StatusComputerTest.scheduled;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import ai.silogen.kaiwo.operator.workload.model.ResourcePlan;
import org.junit.jupiter.api.Test;

/** A replica count changed by the GPU split is told once as an event and kept in a condition. */
class ReplicasAdjustedStatusTest {

  private static final String NOTE =
      "spec.replicas 3 became 4 so that 4 GPUs split evenly, 1 per replica";

  static ResourcePlan plan(String note) {
    return new ResourcePlan(GpuVendor.AMD, 4, 1, 4, note);
  }

  @Test
  void anAdjustedSplitIsAConditionAndOneEvent() {
    StatusUpdate first = next(new KaiwoServiceStatus(), scheduled().withPlan(plan(NOTE)));
    assertThat(condition(first, "ReplicasAdjusted").getStatus()).isEqualTo("True");
    assertThat(condition(first, "ReplicasAdjusted").getReason()).isEqualTo("GpuSplit");
    assertThat(condition(first, "ReplicasAdjusted").getMessage()).isEqualTo(NOTE);
    assertThat(first.events()).contains(PlannedEvent.normal("ReplicasAdjusted", NOTE));

    StatusUpdate again =
        StatusComputer.next(
            first.status(), scheduled().withPlan(plan(NOTE)), NOW.plusSeconds(5), 3L);
    assertThat(again.events()).as("told once, not on every reconcile").isEmpty();
    assertThat(again.changed()).isFalse();
  }

  @Test
  void aNewNoteIsToldAgainAndAKeptSplitRemovesTheCondition() {
    StatusUpdate first = next(new KaiwoServiceStatus(), scheduled().withPlan(plan(NOTE)));
    String other = "spec.replicas 3 became 2 so that 2 GPUs split evenly, 1 per replica";
    StatusUpdate changed = next(first.status(), scheduled().withPlan(plan(other)));
    assertThat(changed.events()).containsExactly(PlannedEvent.normal("ReplicasAdjusted", other));

    StatusUpdate kept = next(changed.status(), scheduled().withPlan(plan("")));
    assertThat(Conditions.find(kept.status().getConditions(), "ReplicasAdjusted")).isEmpty();
    assertThat(kept.events()).isEmpty();
  }

  @Test
  void noPlanLeavesTheConditionAsItWas() {
    StatusUpdate first = next(new KaiwoServiceStatus(), scheduled().withPlan(plan(NOTE)));
    StatusUpdate invalid = next(first.status(), scheduled());
    assertThat(condition(invalid, "ReplicasAdjusted").getMessage()).isEqualTo(NOTE);
  }
}
