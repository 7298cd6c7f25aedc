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
import java.util.List;
import java.util.Optional;

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
  private final boolean monitoringOn;

  /**
   * @param monitoringOn whether this operator reads a GPU exporter, which decides whether {@code
   *     resourceMonitoring} settings have an effect
   */
  public KaiwoConfigReconciler(Clock clock, EventRecorder events, boolean monitoringOn) {
    this.clock = clock;
    this.events = events;
    this.monitoringOn = monitoringOn;
  }

  @Override
  public UpdateControl<KaiwoConfig> reconcile(KaiwoConfig config, Context<KaiwoConfig> context) {
    KaiwoConfigStatus status = KaiwoConfigStatusModel.of(config, clock.instant(), monitoringOn);
    if (config.getStatus() != null && ApiSerialization.sameContent(status, config.getStatus())) {
      return UpdateControl.noUpdate();
    }
    for (String type : List.of(KaiwoConfigStatusModel.VALID, SettingsInEffect.TYPE)) {
      warnOnNewProblem(config, status, type);
    }
    KaiwoConfig patch = new KaiwoConfig();
    patch.setMetadata(config.getMetadata());
    patch.setStatus(status);
    return UpdateControl.patchStatus(patch);
  }

  /**
   * A Warning event when condition {@code type} turns False, or names deprecated settings, or says
   * something new while it does.
   */
  private void warnOnNewProblem(KaiwoConfig config, KaiwoConfigStatus status, String type) {
    Optional<Condition> wanted = Conditions.find(status.getConditions(), type);
    if (wanted.isEmpty()
        || !(Conditions.FALSE.equals(wanted.get().getStatus())
            || SettingsInEffect.REASON_DEPRECATED_NAMES.equals(wanted.get().getReason()))) {
      return;
    }
    boolean wasReported =
        config.getStatus() != null
            && Conditions.find(config.getStatus().getConditions(), type)
                .map(old -> old.getMessage().equals(wanted.get().getMessage()))
                .orElse(false);
    if (!wasReported) {
      events.warning(config, wanted.get().getReason(), wanted.get().getMessage());
    }
  }
}
