package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class UnschedulableMessageTest {

  @Test
  void histogramIsSortedAsStringsAndCountsEveryReason() {
    List<FilterFailure> failures =
        List.of(
            new FilterFailure(List.of("Insufficient amd.com/gpu"), true),
            new FilterFailure(List.of("Insufficient amd.com/gpu", "Insufficient cpu"), true),
            new FilterFailure(List.of("Insufficient amd.com/gpu"), true),
            FilterFailure.unresolvable("node(s) didn't match Pod's node affinity/selector"),
            FilterFailure.unresolvable("node(s) didn't match Pod's node affinity/selector"));

    assertThat(UnschedulableMessage.of(5, failures))
        .isEqualTo(
            "0/5 nodes are available: 1 Insufficient cpu, 2 node(s) didn't match Pod's node affinity/selector, "
                + "3 Insufficient amd.com/gpu. preemption: 0/5 nodes are available: "
                + "2 Preemption is not helpful for scheduling, 3 No preemption victims found for incoming pod.");
  }
}
