package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigStatus;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import java.time.Clock;

/**
 * Reports in each KaiwoConfig's status whether the operator can use it ({@link
 * KaiwoConfigStatusModel}) and records a warning event when it cannot. The settings themselves need
 * no reconciling: every controller reads the current singleton when it runs.
 */
@ControllerConfiguration(name = KaiwoConfigReconciler.NAME)
public final class KaiwoConfigReconciler implements Reconciler<KaiwoConfig> {

  static final String NAME = "kaiwo-config";

  private final Clock clock;
  private final EventRecorder events;

  public KaiwoConfigReconciler(Clock clock, EventRecorder events) {
    this.clock = clock;
    this.events = events;
  }

  @Override
  public UpdateControl<KaiwoConfig> reconcile(KaiwoConfig config, Context<KaiwoConfig> context) {
    KaiwoConfigStatus status = KaiwoConfigStatusModel.of(config, clock.instant());
    if (config.getStatus() != null && ApiSerialization.sameContent(status, config.getStatus())) {
      return UpdateControl.noUpdate();
    }
    Condition valid =
        Conditions.find(status.getConditions(), KaiwoConfigStatusModel.VALID).orElseThrow();
    boolean wasReported =
        config.getStatus() != null
            && Conditions.find(config.getStatus().getConditions(), KaiwoConfigStatusModel.VALID)
                .map(old -> old.getMessage().equals(valid.getMessage()))
                .orElse(false);
    if (Conditions.FALSE.equals(valid.getStatus()) && !wasReported) {
      events.warning(config, valid.getReason(), valid.getMessage());
    }
    KaiwoConfig patch = new KaiwoConfig();
    patch.setMetadata(config.getMetadata());
    patch.setStatus(status);
    return UpdateControl.patchStatus(patch);
  }
}
