package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;

/**
 * The KaiwoService controller. Status-only changes re-trigger it too (generation-aware processing
 * is off), because other controllers request termination through the status.
 */
@ControllerConfiguration(name = "kaiwoservice", generationAwareEventProcessing = false)
public final class KaiwoServiceReconciler extends WorkloadReconciler<KaiwoService> {

  public KaiwoServiceReconciler(OperatorContext operator, WorkloadOptions options) {
    super(WorkloadKind.SERVICE, operator, options);
  }
}
