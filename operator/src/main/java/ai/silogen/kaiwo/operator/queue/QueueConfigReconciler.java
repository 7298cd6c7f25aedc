package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigStatus;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import ai.silogen.kaiwo.operator.nodepool.NodePool;
import ai.silogen.kaiwo.operator.nodepool.NodePoolDiscovery;
import io.fabric8.kubernetes.api.model.Namespace;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps Kueue in line with the {@code kaiwo} KaiwoQueueConfig: follows the nodes into the
 * discovered part of the config when {@code dynamicallyUpdateDefaultClusterQueue} is set, renders
 * the Kueue objects ({@link QueueRender}), plans ({@link KueueSyncPlan}) and applies the changes,
 * and reports the result in the status ({@link QueueConfigStatusModel}).
 */
@ControllerConfiguration(name = QueueConfigReconciler.NAME)
public final class QueueConfigReconciler implements Reconciler<KaiwoQueueConfig> {

  static final String NAME = "kaiwo-queue-config";

  private static final Logger LOG = LoggerFactory.getLogger(QueueConfigReconciler.class);
  private static final Duration RETRY_FAILED = Duration.ofSeconds(30);
  private static final Duration RETRY_WAITING = Duration.ofSeconds(5);

  private final Clock clock;
  private final EventRecorder events;
  private final KueueCluster kueue;
  private final boolean kueueInstalled;
  private final boolean topologiesSupported;
  private QueueEventSources sources;

  QueueConfigReconciler(Clock clock, EventRecorder events, KueueCluster kueue) {
    this.clock = clock;
    this.events = events;
    this.kueue = kueue;
    this.kueueInstalled = kueue.kueueInstalled();
    this.topologiesSupported = kueueInstalled && kueue.topologiesSupported();
  }

  @Override
  public List<EventSource<?, KaiwoQueueConfig>> prepareEventSources(
      EventSourceContext<KaiwoQueueConfig> context) {
    sources = new QueueEventSources(context, kueueInstalled, topologiesSupported);
    return sources.all();
  }

  @Override
  public UpdateControl<KaiwoQueueConfig> reconcile(
      KaiwoQueueConfig config, Context<KaiwoQueueConfig> context) {
    if (!Singletons.isSingleton(config)) {
      return withStatus(config, QueueConfigStatusModel.ignored(config, clock.instant()), null);
    }
    KaiwoConfigSpec settings =
        EffectiveKaiwoConfig.of(sources.kaiwoConfig.get(Singletons.ID).orElse(null)).getSpec();
    List<NodePool> pools = NodePoolDiscovery.discover(sources.nodes.list().toList(), settings);
    if (Boolean.TRUE.equals(settings.getDynamicallyUpdateDefaultClusterQueue())) {
      config = followNodes(config, pools, settings, context);
    }
    if (!kueueInstalled) {
      return withStatus(
          config,
          QueueConfigStatusModel.failed(
              config,
              "KueueNotInstalled",
              "the cluster does not serve kueue.x-k8s.io/v1beta1; install Kueue and restart the"
                  + " operator",
              clock.instant()),
          RETRY_FAILED);
    }
    QueueRenderResult render =
        QueueRender.render(
            config,
            new QueueRenderInputs(pools, settings, this::namespaceExists, topologiesSupported));
    SyncOutcome outcome = SyncOutcome.nothing();
    List<String> inactive = List.of();
    if (render.problems().isEmpty()) {
      KueueObjects observed = kueue.observe(topologiesSupported);
      var plan =
          LocalQueueRetirement.apply(
              KueueSyncPlan.plan(render.objects(), observed, config),
              orEmpty(config.getSpec().getClusterQueues()),
              kueue.onDemandLocalQueues(),
              LocalQueueRetirement.inUse(sources.workloads.list().toList()));
      outcome = new KueueApplier(context.getClient(), events).apply(plan, config);
      inactive = InactiveQueues.of(rendered(observed.clusterQueues(), render));
    }
    Duration retry =
        !outcome.failures().isEmpty()
            ? RETRY_FAILED
            : outcome.waiting().isEmpty() ? null : RETRY_WAITING;
    return withStatus(
        config,
        QueueConfigStatusModel.synced(config, render, outcome, inactive, clock.instant()),
        retry);
  }

  /** The observed ClusterQueues that this config renders (hand-made ones are not its business). */
  private static List<ClusterQueue> rendered(
      List<ClusterQueue> observed, QueueRenderResult render) {
    Set<String> names =
        render.objects().clusterQueues().stream()
            .map(q -> q.getMetadata().getName())
            .collect(Collectors.toSet());
    return observed.stream().filter(q -> names.contains(q.getMetadata().getName())).toList();
  }

  /** Writes the discovered flavors and default queue into the spec when they changed. */
  private KaiwoQueueConfig followNodes(
      KaiwoQueueConfig config,
      List<NodePool> pools,
      KaiwoConfigSpec settings,
      Context<KaiwoQueueConfig> context) {
    KaiwoQueueConfig merged = DefaultQueueConfig.merge(config, pools, settings);
    if (ApiSerialization.sameContent(merged.getSpec(), config.getSpec())
        && ApiSerialization.sameContent(
            merged.getMetadata().getAnnotations(), config.getMetadata().getAnnotations())) {
      return config;
    }
    LOG.info(
        "node pools changed; updating the discovered part of KaiwoQueueConfig {}", Singletons.NAME);
    merged.setStatus(null);
    return context.getClient().resource(merged).update();
  }

  private boolean namespaceExists(String name) {
    return sources
        .namespaces
        .get(new ResourceID(name))
        .filter(ns -> ns.getMetadata().getDeletionTimestamp() == null)
        .map(Namespace.class::cast)
        .isPresent();
  }

  private static UpdateControl<KaiwoQueueConfig> withStatus(
      KaiwoQueueConfig config, KaiwoQueueConfigStatus status, Duration retry) {
    UpdateControl<KaiwoQueueConfig> control;
    if (config.getStatus() != null && ApiSerialization.sameContent(status, config.getStatus())) {
      control = UpdateControl.noUpdate();
    } else {
      config.setStatus(status);
      control = UpdateControl.patchStatus(config);
    }
    return retry == null ? control : control.rescheduleAfter(retry);
  }
}
