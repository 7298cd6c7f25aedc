package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.support.FieldError;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The status of a KaiwoConfig: condition {@value #VALID} tells whether the operator can use every
 * setting, naming each field it cannot (and so replaces by its default), or that the object is
 * ignored because only the singleton named {@code kaiwo} configures the operator; {@link
 * SettingsInEffect} whether valid settings do anything.
 */
public final class KaiwoConfigStatusModel {

  /** Condition type. */
  public static final String VALID = "Valid";

  public static final String REASON_VALID = "Valid";
  public static final String REASON_INVALID = "InvalidSettings";
  public static final String REASON_IGNORED = "NotTheSingleton";

  private KaiwoConfigStatusModel() {}

  /**
   * The status {@code config} should have at {@code now}; the singleton also gets {@link
   * SettingsInEffect}.
   *
   * @param monitoringOn whether this operator reads a GPU exporter
   */
  public static KaiwoConfigStatus of(KaiwoConfig config, Instant now, boolean monitoringOn) {
    return of(config, now, monitoringOn, Optional.empty());
  }

  /**
   * The status {@code config} should have at {@code now}.
   *
   * @param monitoringOn whether this operator reads a GPU exporter
   * @param storageClasses the names of the cluster's StorageClasses, when known
   */
  public static KaiwoConfigStatus of(
      KaiwoConfig config, Instant now, boolean monitoringOn, Optional<Set<String>> storageClasses) {
    Long generation = config.getMetadata().getGeneration();
    var condition =
        Singletons.isSingleton(config)
            ? validity(EffectiveKaiwoConfig.resolve(config).invalid(), now, generation)
            : Conditions.of(
                VALID,
                false,
                REASON_IGNORED,
                "only the KaiwoConfig named '"
                    + Singletons.NAME
                    + "' configures the operator; this one is ignored",
                now,
                generation);
    KaiwoConfigStatus status = new KaiwoConfigStatus();
    List<io.fabric8.kubernetes.api.model.Condition> existing =
        config.getStatus() == null ? null : config.getStatus().getConditions();
    List<io.fabric8.kubernetes.api.model.Condition> conditions =
        Conditions.upsert(existing, condition);
    if (Singletons.isSingleton(config)) {
      conditions =
          Conditions.upsert(
              conditions,
              SettingsInEffect.of(config.getSpec(), monitoringOn, storageClasses, now, generation));
    }
    status.setConditions(conditions);
    status.setObservedGeneration(generation);
    return status;
  }

  private static io.fabric8.kubernetes.api.model.Condition validity(
      List<FieldError> errors, Instant now, Long generation) {
    if (errors.isEmpty()) {
      return Conditions.of(VALID, true, REASON_VALID, "all settings are valid", now, generation);
    }
    return Conditions.of(
        VALID,
        false,
        REASON_INVALID,
        FieldError.summary(errors) + " (the operator uses the default of each field named)",
        now,
        generation);
  }
}
