package ai.silogen.kaiwo.operator.workload.status;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.ServiceBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class TerminationTest {

  static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

  @Test
  void requestThenPlanDeletesComputeChildrenAndKeepsTheReason() {
    KaiwoJobStatus status = new KaiwoJobStatus();
    status.setStatus(WorkloadStatus.RUNNING);
    status.setStartTime("2026-03-01T11:00:00Z");
    status.setConditions(
        Conditions.set(
            null, "Preemptable", true, "DurationExceeded", "duration exceeded", NOW, 2L));
    Termination.request(
        status,
        "DurationExceededWithActiveGpuDemand",
        "Workload exceeded its duration",
        NOW.minusSeconds(5),
        2L);
    assertThat(Termination.isRequested(status)).isTrue();
    assertThat(Conditions.find(status.getConditions(), "WorkloadTerminatedEarly"))
        .get()
        .satisfies(c -> assertThat(c.getStatus()).isEqualTo("False"));

    List<HasMetadata> children =
        List.of(
            new JobBuilder()
                .withNewMetadata()
                .withName("j")
                .withOwnerReferences(owner("uid", true))
                .endMetadata()
                .build(),
            new JobBuilder()
                .withNewMetadata()
                .withName("j-download")
                .withOwnerReferences(owner("uid", true))
                .endMetadata()
                .build(),
            new JobBuilder()
                .withNewMetadata()
                .withName("someone-else")
                .withOwnerReferences(owner("other", true))
                .endMetadata()
                .build(),
            new DeploymentBuilder()
                .withNewMetadata()
                .withName("not-controller")
                .withOwnerReferences(owner("uid", false))
                .endMetadata()
                .build(),
            new PersistentVolumeClaimBuilder()
                .withNewMetadata()
                .withName("j-data")
                .withOwnerReferences(owner("uid", true))
                .endMetadata()
                .build(),
            new ConfigMapBuilder()
                .withNewMetadata()
                .withName("j-download")
                .withOwnerReferences(owner("uid", true))
                .endMetadata()
                .build(),
            new ServiceBuilder()
                .withNewMetadata()
                .withName("j")
                .withOwnerReferences(owner("uid", true))
                .endMetadata()
                .build());
    Termination.Plan plan = Termination.plan(status, "uid", children, NOW, 2L);

    assertThat(plan.toDelete())
        .as("the compute children and the split job's Service; the storage stays")
        .extracting(c -> c.getKind() + " " + c.getMetadata().getName())
        .containsExactly("Job j", "Job j-download", "Service j");
    KaiwoJobStatus terminated = (KaiwoJobStatus) plan.status();
    assertThat(terminated.getStatus()).isEqualTo(WorkloadStatus.TERMINATED);
    assertThat(terminated.getCompletionTime()).isEqualTo("2026-03-01T12:00:00Z");
    assertThat(terminated.getDuration()).isEqualTo(3600);
    assertThat(Conditions.find(terminated.getConditions(), "WorkloadTerminatedEarly"))
        .get()
        .satisfies(
            c -> {
              assertThat(c.getStatus()).isEqualTo("True");
              assertThat(c.getReason()).isEqualTo("DurationExceededWithActiveGpuDemand");
            });
    assertThat(plan.event())
        .isEqualTo(
            PlannedEvent.warning(
                "DurationExceededWithActiveGpuDemand", "Workload exceeded its duration"));
    assertThat(Conditions.find(terminated.getConditions(), "Finished"))
        .as("the final phase is explained by the termination")
        .get()
        .satisfies(
            c -> {
              assertThat(c.getStatus()).isEqualTo("True");
              assertThat(c.getReason()).isEqualTo("DurationExceededWithActiveGpuDemand");
              assertThat(c.getMessage()).isEqualTo("Workload exceeded its duration");
            });
    assertThat(Conditions.find(terminated.getConditions(), "Preemptable"))
        .as("nothing is left to preempt")
        .get()
        .satisfies(
            c -> {
              assertThat(c.getStatus()).isEqualTo("False");
              assertThat(c.getReason()).isEqualTo("WorkloadEnded");
            });
    assertThat(status.getStatus()).as("input untouched").isEqualTo(WorkloadStatus.TERMINATING);
  }

  @Test
  void terminatingWithoutConditionUsesTheDefaultReason() {
    KaiwoServiceStatus status = new KaiwoServiceStatus();
    status.setStatus(WorkloadStatus.TERMINATING);
    Termination.Plan plan = Termination.plan(status, "uid", List.of(), NOW, 1L);
    assertThat(plan.event().reason()).isEqualTo("EarlyTermination");
    assertThat(plan.status().getStartTime()).isNull();
    assertThat(plan.status().getDuration()).isNull();
  }

  private static io.fabric8.kubernetes.api.model.OwnerReference owner(
      String uid, boolean controller) {
    return new OwnerReferenceBuilder()
        .withUid(uid)
        .withKind("KaiwoJob")
        .withName("j")
        .withApiVersion("kaiwo.silogen.ai/v1alpha1")
        .withController(controller)
        .build();
  }
}
