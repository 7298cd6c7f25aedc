package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import static ai.silogen.kaiwo.sandbox.controlplane.deployment.RolloutPlannerTest.NOW;
import static ai.silogen.kaiwo.sandbox.controlplane.deployment.RolloutPlannerTest.deployment;
import static ai.silogen.kaiwo.sandbox.controlplane.deployment.RolloutPlannerTest.progressing;
import static ai.silogen.kaiwo.sandbox.controlplane.deployment.RolloutPlannerTest.replicaSet;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentCondition;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Progress and availability conditions over time. */
class DeploymentStatusesTest {

  /** A deployment of 2 replicas whose pods never become ready, with its ReplicaSet. */
  private static Deployment stuck(String lastUpdate, int deadlineSeconds, int ready) {
    Deployment deployment = deployment(2, "v1");
    ReplicaSet rs = replicaSet(deployment, 1, 2, 0, "2025-05-01T10:00:00Z");
    return new DeploymentBuilder(deployment)
        .editSpec()
        .withProgressDeadlineSeconds(deadlineSeconds)
        .endSpec()
        .withNewStatus()
        .withReplicas(2)
        .withUpdatedReplicas(2)
        .withReadyReplicas(ready == 0 ? null : ready)
        .addNewCondition()
        .withType("Progressing")
        .withStatus("True")
        .withReason("ReplicaSetUpdated")
        .withMessage("ReplicaSet \"" + rs.getMetadata().getName() + "\" is progressing.")
        .withLastUpdateTime(lastUpdate)
        .withLastTransitionTime(lastUpdate)
        .endCondition()
        .endStatus()
        .build();
  }

  @Test
  void rolloutWithoutProgressTimesOutAfterTheDeadline() {
    Deployment deployment = stuck("2025-05-01T11:50:00Z", 600, 0);
    ReplicaSet rs = replicaSet(deployment, 1, 2, 0, "2025-05-01T10:00:00Z");

    DeploymentPlan plan = RolloutPlanner.plan(deployment, List.of(rs), NOW);

    DeploymentCondition progressing = progressing(plan);
    assertThat(progressing.getStatus()).isEqualTo("False");
    assertThat(progressing.getReason()).isEqualTo("ProgressDeadlineExceeded");
    assertThat(progressing.getMessage())
        .isEqualTo("ReplicaSet \"" + rs.getMetadata().getName() + "\" has timed out progressing.");
    assertThat(RolloutPlannerTest.condition(plan, "Available").getStatus()).isEqualTo("False");
    assertThat(plan.requeueAfter()).isEmpty();
  }

  @Test
  void beforeTheDeadlineTheControllerLooksAgainWhenItPasses() {
    Deployment deployment = stuck("2025-05-01T11:59:00Z", 600, 0);

    DeploymentPlan plan =
        RolloutPlanner.plan(
            deployment, List.of(replicaSet(deployment, 1, 2, 0, "2025-05-01T10:00:00Z")), NOW);

    assertThat(progressing(plan).getReason()).isEqualTo("ReplicaSetUpdated");
    assertThat(plan.requeueAfter()).contains(Duration.ofSeconds(540));
  }

  @Test
  void progressRestartsTheDeadline() {
    Deployment deployment = stuck("2025-05-01T11:50:00Z", 600, 0);
    ReplicaSet oneReady = replicaSet(deployment, 1, 2, 1, "2025-05-01T10:00:00Z");

    DeploymentPlan plan = RolloutPlanner.plan(deployment, List.of(oneReady), NOW);

    assertThat(progressing(plan).getStatus()).isEqualTo("True");
    assertThat(progressing(plan).getLastUpdateTime()).isEqualTo("2025-05-01T12:00:00Z");
    assertThat(progressing(plan).getLastTransitionTime()).isEqualTo("2025-05-01T11:50:00Z");
    assertThat(plan.requeueAfter()).contains(Duration.ofSeconds(600));
  }

  @Test
  void availabilityAllowsMaxUnavailablePods() {
    Deployment deployment = deployment(4, "v1");

    DeploymentPlan oneDown =
        RolloutPlanner.plan(
            deployment, List.of(replicaSet(deployment, 1, 4, 3, "2025-05-01T10:00:00Z")), NOW);
    DeploymentPlan twoDown =
        RolloutPlanner.plan(
            deployment, List.of(replicaSet(deployment, 1, 4, 2, "2025-05-01T10:00:00Z")), NOW);

    assertThat(RolloutPlannerTest.condition(oneDown, "Available").getReason())
        .isEqualTo("MinimumReplicasAvailable");
    assertThat(RolloutPlannerTest.condition(twoDown, "Available").getReason())
        .isEqualTo("MinimumReplicasUnavailable");
    assertThat(twoDown.status().getUnavailableReplicas()).isEqualTo(2);
  }
}
