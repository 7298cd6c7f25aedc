package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.List;

/**
 * Whether storage lets the workload's child be created: no downloads, or the download Job has
 * succeeded (now, or before: a download Job deleted after its success does not block), and no PVC
 * was lost. The same rules decide DOWNLOADING and FAILED in {@link PhaseDecider}.
 */
public final class StorageGate {

  private StorageGate() {}

  /** Whether the workload's child may be created and updated. */
  public static boolean open(StorageObservation storage, List<Condition> conditions) {
    if (storage.claimPhases().containsValue("Lost")) {
      return false;
    }
    return !storage.downloads() || downloadSucceeded(storage, conditions);
  }

  /** Whether the download Job succeeded, now or earlier. */
  public static boolean downloadSucceeded(StorageObservation storage, List<Condition> conditions) {
    ChildStatus job = storage.downloadJob();
    return job != null
        ? job.phase() == WorkloadStatus.COMPLETE
        : Conditions.isTrue(conditions, WorkloadConditions.DOWNLOAD_JOB_SUCCEEDED);
  }
}
