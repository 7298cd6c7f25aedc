package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.Set;

/**
 * How a kind of child follows changes of the spec or KaiwoConfig after it was created.
 *
 * <ul>
 *   <li>{@link #PATCH}: differences are merge-patched (Deployments, ConfigMaps).
 *   <li>{@link #REPLACE_WHILE_HELD}: queued jobs (batch Job, RayJob, AppWrapper). While Kueue still
 *       holds one back (suspended, never started) it is deleted and created again from the new
 *       spec; once it runs its pod templates cannot change, so differences are reported in the
 *       {@code SpecApplied} condition instead. {@code spec.suspend} belongs to Kueue and is never
 *       compared.
 *   <li>{@link #CREATE_ONLY}: PVCs (their spec is immutable, except that a claim may grow when its
 *       StorageClass allows expansion: {@link ClaimResize}) and the download Job (it has run).
 * </ul>
 */
public enum ChildPolicy {
  PATCH(Set.of()),
  REPLACE_WHILE_HELD(Set.of("spec.suspend")),
  CREATE_ONLY(Set.of());

  private final Set<String> ignored;

  ChildPolicy(Set<String> ignored) {
    this.ignored = ignored;
  }

  /** Paths not compared for this policy. */
  public Set<String> ignored() {
    return ignored;
  }

  /** The policy of {@code desired}. */
  public static ChildPolicy of(HasMetadata desired) {
    return switch (desired) {
      case PersistentVolumeClaim claim -> CREATE_ONLY;
      case Job job when isDownload(job) -> CREATE_ONLY;
      case Job job -> REPLACE_WHILE_HELD;
      case RayJob rayJob -> REPLACE_WHILE_HELD;
      case AppWrapper wrapper -> REPLACE_WHILE_HELD;
      default -> PATCH;
    };
  }

  /** Whether Kueue still holds {@code actual} back and it never started. */
  public static boolean isHeld(HasMetadata actual) {
    return switch (actual) {
      case Job job ->
          job.getSpec() != null
              && Boolean.TRUE.equals(job.getSpec().getSuspend())
              && (job.getStatus() == null
                  || (zero(job.getStatus().getActive())
                      && zero(job.getStatus().getSucceeded())
                      && zero(job.getStatus().getFailed())));
      case RayJob rayJob ->
          rayJob.getSpec() != null && Boolean.TRUE.equals(rayJob.getSpec().getSuspend());
      case AppWrapper wrapper ->
          wrapper.getSpec() != null && Boolean.TRUE.equals(wrapper.getSpec().getSuspend());
      default -> false;
    };
  }

  private static boolean isDownload(Job job) {
    return job.getMetadata().getLabels() != null
        && KaiwoLabels.TYPE_DOWNLOADER.equals(job.getMetadata().getLabels().get(KaiwoLabels.TYPE));
  }

  private static boolean zero(Integer value) {
    return value == null || value == 0;
  }
}
