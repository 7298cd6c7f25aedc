package ai.silogen.kaiwo.operator.modelserving.cache;

import static ai.silogen.kaiwo.operator.modelserving.testing.TestModels.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.CreateClaim;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.CreateEvictJob;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.CreateLoadJob;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.EvictFailed;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Evicted;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Evicting;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.LoadFailed;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loaded;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loading;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.RecordLoaded;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The cache lifecycle of KubeAI's {@code cache_shared_filesystem_test}, as decisions. */
class CachePlanTest {

  private final Model model = vllm("hf://o/m", "cpu:1", "cacheProfile: fast");

  @Test
  void loadingStartsWithTheClaimThenTheJob() {
    assertThat(CachePlan.load(model, Optional.empty(), Optional.empty()))
        .isInstanceOf(CreateClaim.class);
    assertThat(CachePlan.load(model, Optional.of(claim("Bound", null)), Optional.empty()))
        .isInstanceOf(CreateLoadJob.class);
  }

  @Test
  void waitsForTheJobAndSaysWhenTheClaimDoesNotBind() {
    assertThat(CachePlan.load(model, Optional.of(claim("Bound", null)), Optional.of(job(null))))
        .isEqualTo(new Loading("Job load-cache-m is loading hf://o/m"));
    assertThat(CachePlan.load(model, Optional.of(claim("Pending", null)), Optional.of(job(null))))
        .isInstanceOf(Loading.class)
        .extracting(step -> ((Loading) step).message())
        .asString()
        .contains("shared-model-cache-fast", "Pending", "storage class");
  }

  @Test
  void aCompletedJobIsRecordedThenDeleted() {
    assertThat(
            CachePlan.load(model, Optional.of(claim("Bound", null)), Optional.of(job("Complete"))))
        .isInstanceOf(RecordLoaded.class);
    PersistentVolumeClaim recorded = claim("Bound", CacheRecord.value("uid-1", Instant.EPOCH));
    assertThat(CachePlan.load(model, Optional.of(recorded), Optional.of(job("Complete"))))
        .isEqualTo(new Loaded(true));
    assertThat(CachePlan.load(model, Optional.of(recorded), Optional.empty()))
        .isEqualTo(new Loaded(false));
  }

  @Test
  void aRecordOfAnotherUidMeansNotLoaded() {
    PersistentVolumeClaim previousModel = claim("Bound", CacheRecord.value("uid-0", Instant.EPOCH));

    assertThat(CachePlan.load(model, Optional.of(previousModel), Optional.empty()))
        .isInstanceOf(CreateLoadJob.class);
  }

  @Test
  void aFailedJobIsReported() {
    assertThat(CachePlan.load(model, Optional.of(claim("Bound", null)), Optional.of(job("Failed"))))
        .isEqualTo(new LoadFailed("Job load-cache-m failed: BackoffLimitExceeded"));
  }

  @Test
  void evictionRunsAJobUnlessTheClaimIsGone() {
    assertThat(CachePlan.evict(Optional.empty(), Optional.empty())).isEqualTo(new Evicted(false));
    PersistentVolumeClaim deleting = claim("Bound", null);
    deleting.getMetadata().setDeletionTimestamp("2025-01-01T00:00:00Z");
    assertThat(CachePlan.evict(Optional.of(deleting), Optional.empty()))
        .isEqualTo(new Evicted(false));
    assertThat(CachePlan.evict(Optional.of(claim("Bound", null)), Optional.empty()))
        .isInstanceOf(CreateEvictJob.class);
    assertThat(CachePlan.evict(Optional.of(claim("Bound", null)), Optional.of(job(null))))
        .isInstanceOf(Evicting.class);
    assertThat(CachePlan.evict(Optional.of(claim("Bound", null)), Optional.of(job("Complete"))))
        .isEqualTo(new Evicted(true));
    assertThat(CachePlan.evict(Optional.of(claim("Bound", null)), Optional.of(job("Failed"))))
        .isInstanceOf(EvictFailed.class);
  }

  @Test
  void recordRoundTrips() {
    PersistentVolumeClaim claim =
        claim("Bound", CacheRecord.value("uid-1", Instant.parse("2025-01-01T10:00:00.5Z")));

    assertThat(claim.getMetadata().getAnnotations().get("models.kubeai.org/m"))
        .isEqualTo("{\"uid\":\"uid-1\",\"timestamp\":\"2025-01-01T10:00:00Z\"}");
    assertThat(CacheRecord.loadedUid(claim, "m")).contains("uid-1");
    assertThat(CacheRecord.loadedUid(claim, "other")).isEmpty();
  }

  private static PersistentVolumeClaim claim(String phase, String record) {
    PersistentVolumeClaimBuilder claim =
        new PersistentVolumeClaimBuilder()
            .withNewMetadata()
            .withName("shared-model-cache-fast")
            .withNamespace("ns")
            .endMetadata()
            .withNewStatus()
            .withPhase(phase)
            .endStatus();
    if (record != null) {
      claim.editMetadata().addToAnnotations("models.kubeai.org/m", record).endMetadata();
    }
    return claim.build();
  }

  private static Job job(String condition) {
    JobBuilder job = new JobBuilder().withNewMetadata().withName("load-cache-m").endMetadata();
    if (condition != null) {
      job.withNewStatus()
          .addNewCondition()
          .withType(condition)
          .withStatus("True")
          .withReason(condition.equals("Failed") ? "BackoffLimitExceeded" : null)
          .endCondition()
          .endStatus();
    }
    return job.build();
  }
}
