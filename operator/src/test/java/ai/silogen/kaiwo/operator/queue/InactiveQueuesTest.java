package ai.silogen.kaiwo.operator.queue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueueStatus;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.ConditionBuilder;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

class InactiveQueuesTest {

  @Test
  void namesEachQueueKueueCannotAdmitToWithItsReasonInNameOrder() {
    List<String> lines =
        InactiveQueues.of(
            List.of(
                queue("zeta", active("False", "FlavorNotFound", "Can't admit new workloads: x")),
                queue("alpha", active("True", "Ready", "Can admit new workloads")),
                queue("beta", active("False", "AdmissionCheckNotFound", "Can't admit: y"))));

    assertThat(lines)
        .containsExactly(
            "beta: AdmissionCheckNotFound: Can't admit: y",
            "zeta: FlavorNotFound: Can't admit new workloads: x");
  }

  @Test
  void aStoppedQueueOrOneWithoutAVerdictIsNoProblem() {
    assertThat(
            InactiveQueues.of(
                List.of(
                    queue("held", active("False", "Stopped", "Can't admit new workloads")),
                    queue("new", null))))
        .isEmpty();
  }

  @Test
  void onlyAChangeOfTheActiveVerdictCountsAsAChange() {
    ClusterQueue active = queue("q", active("True", "Ready", "one message"));
    ClusterQueue sameVerdict = queue("q", active("True", "Ready", "another message"));
    ClusterQueue inactive = queue("q", active("False", "FlavorNotFound", "missing"));

    assertThat(InactiveQueues.verdictChanged(sameVerdict, active)).isFalse();
    assertThat(InactiveQueues.verdictChanged(inactive, active)).isTrue();
    assertThat(InactiveQueues.verdictChanged(active, queue("q", null))).isTrue();
  }

  private static Condition active(String status, String reason, String message) {
    return new ConditionBuilder()
        .withType("Active")
        .withStatus(status)
        .withReason(reason)
        .withMessage(message)
        .build();
  }

  private static ClusterQueue queue(String name, Condition active) {
    ClusterQueue queue = new ClusterQueue();
    queue.setMetadata(new ObjectMetaBuilder().withName(name).build());
    if (active != null) {
      ClusterQueueStatus status = new ClusterQueueStatus();
      status.setConditions(List.of(active));
      queue.setStatus(status);
    }
    return queue;
  }
}
