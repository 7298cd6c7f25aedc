package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import java.util.List;

/**
 * Re-creates the KaiwoConfig singleton with defaults when it is deleted (controllers use the
 * defaults meanwhile). It runs in the context of the other singleton, the {@code kaiwo}
 * KaiwoQueueConfig, woken by KaiwoConfig events: a controller cannot re-create its own primary
 * while handling that primary's deletion. The queue module guards the KaiwoQueueConfig the same way
 * from the KaiwoConfig's side.
 */
@ControllerConfiguration(name = KaiwoConfigGuard.NAME)
public final class KaiwoConfigGuard implements Reconciler<KaiwoQueueConfig> {

  static final String NAME = "kaiwo-config-guard";

  private InformerEventSource<KaiwoConfig, KaiwoQueueConfig> configs;

  @Override
  public List<EventSource<?, KaiwoQueueConfig>> prepareEventSources(
      EventSourceContext<KaiwoQueueConfig> context) {
    configs =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(KaiwoConfig.class, KaiwoQueueConfig.class)
                .withName("guarded-kaiwo-config")
                .withGenericFilter(Singletons::isSingleton)
                .withSecondaryToPrimaryMapper(Singletons::singleton)
                .build(),
            context);
    return List.of(configs);
  }

  @Override
  public UpdateControl<KaiwoQueueConfig> reconcile(
      KaiwoQueueConfig queueConfig, Context<KaiwoQueueConfig> context) {
    if (Singletons.isSingleton(queueConfig) && configs.get(Singletons.ID).isEmpty()) {
      KaiwoConfigBootstrap.ensure(context.getClient());
    }
    return UpdateControl.noUpdate();
  }
}
