package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import org.junit.jupiter.api.Test;

class PodServiceNeedTest {

  @Test
  void aSplitJobToComeOrRunningNeedsItsService() {
    assertThat(PodServiceNeed.of(true, null, "train")).isEqualTo(PodServiceNeed.APPLY);
    assertThat(PodServiceNeed.of(true, job("train", 1, null), "train"))
        .isEqualTo(PodServiceNeed.APPLY);
  }

  @Test
  void aFinishedJobNoLongerNeedsItWhateverTheSpecSays() {
    assertThat(PodServiceNeed.of(true, job("train", 0, "Complete"), "train"))
        .isEqualTo(PodServiceNeed.DELETE);
    assertThat(PodServiceNeed.of(true, job("train", 0, "Failed"), "train"))
        .isEqualTo(PodServiceNeed.DELETE);
    assertThat(PodServiceNeed.of(false, job("train", 0, "Complete"), "train"))
        .isEqualTo(PodServiceNeed.DELETE);
  }

  @Test
  void aStartedJobKeepsItsSubdomainWhenTheSpecNoLongerSplits() {
    assertThat(PodServiceNeed.of(false, job("train", 1, null), "train"))
        .isEqualTo(PodServiceNeed.KEEP);
    assertThat(PodServiceNeed.of(false, job(null, 1, null), "train"))
        .isEqualTo(PodServiceNeed.DELETE);
    assertThat(PodServiceNeed.of(false, null, "train")).isEqualTo(PodServiceNeed.DELETE);
  }

  private static Job job(String subdomain, int active, String finished) {
    JobBuilder job =
        new JobBuilder()
            .withNewMetadata()
            .withName("train")
            .endMetadata()
            .withNewSpec()
            .withNewTemplate()
            .withNewSpec()
            .withSubdomain(subdomain)
            .endSpec()
            .endTemplate()
            .endSpec();
    JobBuilder withStatus = job.withNewStatus().withActive(active).withReady(active).endStatus();
    return finished == null
        ? withStatus.build()
        : withStatus
            .editStatus()
            .addNewCondition()
            .withType(finished)
            .withStatus("True")
            .endCondition()
            .endStatus()
            .build();
  }
}
