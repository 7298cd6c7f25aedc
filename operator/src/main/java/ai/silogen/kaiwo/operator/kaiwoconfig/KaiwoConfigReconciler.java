package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigStatus;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

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
  private InformerEventSource<StorageClass, KaiwoConfig> storageClasses;

  /**
   * @param monitoringOn whether this operator reads a GPU exporter, which decides whether {@code
   *     resourceMonitoring} settings have an effect
   */
  public KaiwoConfigReconciler(Clock clock, EventRecorder events, boolean monitoringOn) {
    this.clock = clock;
    this.events = events;
    this.monitoringOn = monitoringOn;
  }

  /**
   * StorageClasses, so that {@code storage.defaultStorageClass} is checked again when one comes.
   */
  @Override
  public List<EventSource<?, KaiwoConfig>> prepareEventSources(
      EventSourceContext<KaiwoConfig> context) {
    storageClasses =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(StorageClass.class, KaiwoConfig.class)
                .withName("kaiwo-config-storage-classes")
                .withSecondaryToPrimaryMapper(Singletons::singleton)
                .build(),
            context);
    return List.of(storageClasses);
  }

  @Override
  public UpdateControl<KaiwoConfig> reconcile(KaiwoConfig config, Context<KaiwoConfig> context) {
    Set<String> classes =
        storageClasses
            .list(c -> true)
            .map(c -> c.getMetadata().getName())
            .collect(Collectors.toSet());
    KaiwoConfigStatus status =
        KaiwoConfigStatusModel.of(config, clock.instant(), monitoringOn, Optional.of(classes));
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
