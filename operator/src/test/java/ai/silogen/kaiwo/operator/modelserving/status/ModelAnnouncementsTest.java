package ai.silogen.kaiwo.operator.modelserving.status;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ModelAnnouncementsTest {

  private static final Instant NOW = Instant.EPOCH;

  @Test
  void anInvalidModelIsAnnouncedOnce() {
    ModelStatus invalid = status(false, "UnknownResourceProfile", "names an unknown profile 'tpu'");

    assertThat(ModelAnnouncements.between(null, invalid))
        .containsExactly(
            PlannedEvent.warning("UnknownResourceProfile", "names an unknown profile 'tpu'"));
    assertThat(
            ModelAnnouncements.between(
                invalid, status(false, "UnknownResourceProfile", "names an unknown profile 'tpu'")))
        .isEmpty();
  }

  @Test
  void recoveryIsAnnouncedButAValidStartIsNot() {
    assertThat(ModelAnnouncements.between(null, status(true, "Valid", "ok"))).isEmpty();
    assertThat(
            ModelAnnouncements.between(
                status(false, "InvalidURL", "bad"), status(true, "Valid", "ok")))
        .containsExactly(PlannedEvent.normal("Valid", "ok"));
  }

  @Test
  void cacheOutcomesAreAnnounced() {
    ModelStatus loading = withCache(status(true, "Valid", "ok"), false, "Loading", "loading");
    ModelStatus failed = withCache(status(true, "Valid", "ok"), false, "LoadFailed", "Job failed");
    ModelStatus loaded = withCache(status(true, "Valid", "ok"), true, "Loaded", "in the cache");

    assertThat(ModelAnnouncements.between(null, loading)).isEmpty();
    assertThat(ModelAnnouncements.between(loading, failed))
        .containsExactly(PlannedEvent.warning("CacheLoadFailed", "Job failed"));
    assertThat(ModelAnnouncements.between(loading, loaded))
        .containsExactly(PlannedEvent.normal("CacheLoaded", "in the cache"));
  }

  @Test
  void aRolloutIsAnnouncedWhenItStartsGetsStuckAndFinishes() {
    ModelStatus serving = withReady(true, "AllReplicasReady", "1/1 replicas ready");
    ModelStatus rolling = withReady(false, "RollingOut", "0 of 1 updated replicas ready");
    ModelStatus stuck =
        withReady(false, "RolloutStuck", "0 of 1 updated ...; pod p: Unschedulable");
    ModelStatus done = withReady(true, "AllReplicasReady", "1/1 replicas ready");

    assertThat(ModelAnnouncements.between(serving, rolling))
        .containsExactly(PlannedEvent.normal("RolloutStarted", "0 of 1 updated replicas ready"));
    assertThat(ModelAnnouncements.between(rolling, stuck))
        .containsExactly(
            PlannedEvent.warning("RolloutStuck", "0 of 1 updated ...; pod p: Unschedulable"));
    assertThat(ModelAnnouncements.between(stuck, stuck)).isEmpty();
    assertThat(ModelAnnouncements.between(stuck, done))
        .containsExactly(PlannedEvent.normal("RolloutFinished", "1/1 replicas ready"));
    assertThat(ModelAnnouncements.between(serving, done)).isEmpty();
  }

  @Test
  void aFreshModelComingUpIsNoRollout() {
    assertThat(
            ModelAnnouncements.between(
                withReady(false, "ReplicasNotReady", "0/1 replicas ready"),
                withReady(true, "AllReplicasReady", "1/1 replicas ready")))
        .isEmpty();
  }

  private static ModelStatus withReady(boolean ready, String reason, String message) {
    ModelStatus status = status(true, "Valid", "ok");
    status.setConditions(
        Conditions.set(
            status.getConditions(), ModelConditions.READY, ready, reason, message, NOW, 1L));
    return status;
  }

  private static ModelStatus status(boolean valid, String reason, String message) {
    ModelStatus status = new ModelStatus();
    status.setConditions(
        Conditions.set(null, ModelConditions.VALID, valid, reason, message, NOW, 1L));
    return status;
  }

  private static ModelStatus withCache(
      ModelStatus status, boolean loaded, String reason, String message) {
    status.setConditions(
        Conditions.set(
            status.getConditions(),
            ModelConditions.CACHE_LOADED,
            loaded,
            reason,
            message,
            NOW,
            1L));
    return status;
  }
}
