package ai.silogen.kaiwo.operator.modelserving.cache;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.Optional;

/**
 * The next step of a Model's cache, decided from what exists (KubeAI's {@code reconcileCache} and
 * {@code finalizeCache} as pure functions): load the files once with a Job before any server pod
 * starts, and evict them with another Job before the Model goes away.
 */
public final class CachePlan {

  /** What to do to get a Model's files into the cache. */
  public sealed interface LoadStep {}

  /** The profile's claim does not exist in the namespace: create it. */
  public record CreateClaim() implements LoadStep {}

  /** Not loaded and no load Job: create it. */
  public record CreateLoadJob() implements LoadStep {}

  /** Waiting for the claim or the load Job; {@code message} says which. */
  public record Loading(String message) implements LoadStep {}

  /** The load Job completed: record the Model's UID on the claim. */
  public record RecordLoaded() implements LoadStep {}

  /** The load Job failed; it is kept so that its pods' logs can be read. */
  public record LoadFailed(String message) implements LoadStep {}

  /** The files are in the cache; a finished load Job may be deleted. */
  public record Loaded(boolean deleteLoadJob) implements LoadStep {}

  /** What to do to remove a deleted Model's files. */
  public sealed interface EvictStep {}

  /** Create the evict Job. */
  public record CreateEvictJob() implements EvictStep {}

  /** The evict Job runs. */
  public record Evicting() implements EvictStep {}

  /** The evict Job failed; the finalizer stays until it is retried or removed by hand. */
  public record EvictFailed(String message) implements EvictStep {}

  /**
   * Nothing left to evict: remove the claim's record (when {@code forgetRecord}), the cache Jobs
   * and the finalizer.
   */
  public record Evicted(boolean forgetRecord) implements EvictStep {}

  private CachePlan() {}

  /**
   * The next load step.
   *
   * @param claim the profile's claim in the Model's namespace, or empty
   * @param loadJob the Model's load Job, or empty
   */
  public static LoadStep load(
      Model model, Optional<PersistentVolumeClaim> claim, Optional<Job> loadJob) {
    if (claim.isEmpty()) {
      return new CreateClaim();
    }
    if (claim.get().getMetadata().getDeletionTimestamp() != null) {
      return new Loading("claim " + claim.get().getMetadata().getName() + " is being deleted");
    }
    String modelName = model.getMetadata().getName();
    if (CacheRecord.loadedUid(claim.get(), modelName)
        .filter(uid -> uid.equals(model.getMetadata().getUid()))
        .isPresent()) {
      return new Loaded(loadJob.isPresent());
    }
    if (loadJob.isEmpty()) {
      return new CreateLoadJob();
    }
    if (JobState.complete(loadJob.get())) {
      return new RecordLoaded();
    }
    Optional<String> failure = JobState.failure(loadJob.get());
    if (failure.isPresent()) {
      return new LoadFailed("Job " + ModelNames.loadJob(model) + " failed: " + failure.get());
    }
    String phase = claim.get().getStatus() == null ? null : claim.get().getStatus().getPhase();
    if (!"Bound".equals(phase)) {
      return new Loading(
          "waiting for claim "
              + claim.get().getMetadata().getName()
              + " to be bound (phase "
              + (phase == null ? "unknown" : phase)
              + "); check its storage class");
    }
    return new Loading(
        "Job " + ModelNames.loadJob(model) + " is loading " + model.getSpec().getUrl());
  }

  /**
   * The next eviction step of a Model being deleted.
   *
   * @param claim the profile's claim in the Model's namespace, or empty
   * @param evictJob the Model's evict Job, or empty
   */
  public static EvictStep evict(Optional<PersistentVolumeClaim> claim, Optional<Job> evictJob) {
    if (claim.isEmpty() || claim.get().getMetadata().getDeletionTimestamp() != null) {
      return new Evicted(false);
    }
    if (evictJob.isEmpty()) {
      return new CreateEvictJob();
    }
    if (JobState.complete(evictJob.get())) {
      return new Evicted(true);
    }
    return JobState.failure(evictJob.get())
        .<EvictStep>map(message -> new EvictFailed(message))
        .orElse(new Evicting());
  }
}
