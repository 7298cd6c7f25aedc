package ai.silogen.kaiwo.cli.logs;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GonePodsTest {

  @Test
  void aFinishedRayJobsPodsWereRemovedWithItsRayCluster() {
    UserError error = GonePods.of(workload("KaiwoJob", Map.of("ray", true), "COMPLETE")).get();

    assertThat(error.getMessage())
        .isEqualTo(
            "job/w has ended (COMPLETE) and its pods are gone: KubeRay deleted the Ray cluster"
                + " when the job finished (shutdownAfterJobFinishes)");
    assertThat(error.hint()).isEqualTo("'kaiwo describe job/w' shows how it ended");
  }

  @Test
  void aFinishedBatchJobsPodsWentWithItsJob() {
    assertThat(GonePods.of(workload("KaiwoJob", Map.of(), "FAILED")).get().getMessage())
        .endsWith("they were deleted with the finished Job (ttlSecondsAfterFinished)");
    assertThat(GonePods.of(workload("KaiwoService", Map.of(), "TERMINATED")).get().getMessage())
        .isEqualTo(
            "service/w has ended (TERMINATED) and its pods are gone: they were deleted when the"
                + " service ended");
  }

  @Test
  void podsOfAWorkloadThatHasNotEndedMayStillCome() {
    assertThat(GonePods.of(workload("KaiwoJob", Map.of(), "PENDING"))).isEmpty();
    assertThat(GonePods.of(workload("KaiwoJob", Map.of(), "ERROR"))).isEmpty();
    assertThat(GonePods.of(workload("Model", Map.of(), "COMPLETE"))).isEmpty();
  }

  private static WorkloadView workload(String kind, Map<String, Object> spec, String status) {
    GenericKubernetesResource object =
        new GenericKubernetesResourceBuilder()
            .withKind(kind)
            .withNewMetadata()
            .withName("w")
            .withNamespace("ns")
            .endMetadata()
            .build();
    object.setAdditionalProperty("spec", spec);
    object.setAdditionalProperty("status", Map.of("status", status));
    return WorkloadView.of(object);
  }
}
