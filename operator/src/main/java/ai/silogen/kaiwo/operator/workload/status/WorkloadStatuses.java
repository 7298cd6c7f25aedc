package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceStatus;
import io.fabric8.kubernetes.api.model.HasMetadata;

/**
 * The status of a KaiwoJob or KaiwoService through their common type, for the controllers that
 * treat both alike (preemption, resource monitoring) and write single conditions into it.
 */
public final class WorkloadStatuses {

  private WorkloadStatuses() {}

  /** The status of a KaiwoJob or KaiwoService ({@code null} when it has none yet). */
  public static CommonStatus of(HasMetadata workload) {
    return switch (workload) {
      case KaiwoJob job -> job.getStatus();
      case KaiwoService service -> service.getStatus();
      default -> null;
    };
  }

  /** {@code workload} with {@code status} set in place, for a status update. */
  public static HasMetadata with(HasMetadata workload, CommonStatus status) {
    switch (workload) {
      case KaiwoJob job -> job.setStatus((KaiwoJobStatus) status);
      case KaiwoService service -> service.setStatus((KaiwoServiceStatus) status);
      default -> throw new IllegalArgumentException("not a Kaiwo workload: " + workload.getKind());
    }
    return workload;
  }
}
