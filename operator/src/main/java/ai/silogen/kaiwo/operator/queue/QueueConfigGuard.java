package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
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
 * Re-creates the default KaiwoQueueConfig when the {@code kaiwo} one is deleted, so the cluster
 * always has a queue configuration. Runs in the context of the KaiwoConfig singleton (which the
 * operator creates at start), woken by KaiwoQueueConfig events.
 */
@ControllerConfiguration(name = QueueConfigGuard.NAME)
public final class QueueConfigGuard implements Reconciler<KaiwoConfig> {

  static final String NAME = "kaiwo-queue-config-guard";

  private InformerEventSource<KaiwoQueueConfig, KaiwoConfig> queueConfigs;

  @Override
  public List<EventSource<?, KaiwoConfig>> prepareEventSources(
      EventSourceContext<KaiwoConfig> context) {
    queueConfigs =
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(KaiwoQueueConfig.class, KaiwoConfig.class)
                .withName("guarded-queue-config")
                .withGenericFilter(Singletons::isSingleton)
                .withSecondaryToPrimaryMapper(Singletons::singleton)
                .build(),
            context);
    return List.of(queueConfigs);
  }

  @Override
  public UpdateControl<KaiwoConfig> reconcile(KaiwoConfig config, Context<KaiwoConfig> context) {
    if (Singletons.isSingleton(config) && queueConfigs.get(Singletons.ID).isEmpty()) {
      QueueConfigBootstrap.ensure(context.getClient());
    }
    return UpdateControl.noUpdate();
  }
}
