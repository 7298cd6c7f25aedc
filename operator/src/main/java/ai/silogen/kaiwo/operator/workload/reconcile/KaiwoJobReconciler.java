package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;

/**
 * The KaiwoJob controller. Status-only changes re-trigger it too (generation-aware processing is
 * off), because other controllers request termination through the status.
 */
@ControllerConfiguration(name = "kaiwojob", generationAwareEventProcessing = false)
public final class KaiwoJobReconciler extends WorkloadReconciler<KaiwoJob> {

  public KaiwoJobReconciler(OperatorContext operator, WorkloadOptions options) {
    super(WorkloadKind.JOB, operator, options);
  }
}
