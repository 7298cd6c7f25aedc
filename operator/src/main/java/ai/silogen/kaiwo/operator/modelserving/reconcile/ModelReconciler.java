package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelStatus;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterClient;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.EvictFailed;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.EvictStep;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.LoadStep;
import ai.silogen.kaiwo.operator.modelserving.cache.CachePlan.Loaded;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.plan.PodPlanner;
import ai.silogen.kaiwo.operator.modelserving.plan.PodState;
import ai.silogen.kaiwo.operator.modelserving.pods.DesiredPod;
import ai.silogen.kaiwo.operator.modelserving.pods.ModelPodFactory;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelResolver;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import ai.silogen.kaiwo.operator.modelserving.status.ModelAnnouncements;
import ai.silogen.kaiwo.operator.modelserving.status.ModelSelfUpdate;
import ai.silogen.kaiwo.operator.modelserving.status.ModelStatusCalculator;
import ai.silogen.kaiwo.operator.modelserving.status.ModelStatusCalculator.Observation;
import ai.silogen.kaiwo.operator.modelserving.status.ReplicaBounds;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code kubeai.org/v1} Model controller, for Models in every namespace: keeps the feature
 * labels and replica bounds, the files ConfigMap, the cache, the server pods (rolled out with surge
 * on spec changes) and the loaded adapters in line with the Model, and reports what it sees in the
 * status. The decisions are the pure functions of the sibling packages; this class only reads the
 * informers, calls them and applies their results.
 *
 * <p>It reacts to events of its pods, Jobs, ConfigMaps, cache claims and AIMNamespaceConfigs, never
 * sleeps, and retries only what can succeed later (API errors through JOSDK's retry, adapter calls
 * through a short reschedule). An invalid Model gets a condition and one event, and waits for a
 * change. The finalizer of cache Models is managed here (not by JOSDK), so Models without a cache
 * carry none.
 */
@ControllerConfiguration(name = "kubeai-model", triggerReconcilerOnAllEvents = true)
public final class ModelReconciler implements Reconciler<Model> {

  private static final Duration ADAPTER_RETRY = Duration.ofSeconds(5);
  private static final Duration CONFLICT_RETRY = Duration.ofSeconds(1);

  private final KubernetesClient client;
  private final SystemConfig config;
  private final Clock clock;
  private final ModelEventSources sources = new ModelEventSources();
  private final PodExpectations expectations;
  private final FilesReconciler files;
  private final CacheReconciler cache;
  private final PodPlanExecutor executor;
  private final AdapterSync adapters;
  private final EventRecorder events;
  private final Set<String> reportedEvictionFailures = ConcurrentHashMap.newKeySet();

  /**
   * The status last computed per Model UID. The informer may still hold an older status when the
   * next reconciliation starts; computing from this one keeps transition times stable and reports
   * each change once.
   */
  private final Map<String, ModelStatus> lastStatus = new ConcurrentHashMap<>();

  public ModelReconciler(
      KubernetesClient client,
      SystemConfig config,
      Clock clock,
      EventRecorder events,
      AdapterClient adapterClient) {
    this.client = client;
    this.config = config;
    this.clock = clock;
    this.expectations = new PodExpectations(clock);
    this.files = new FilesReconciler(client);
    this.cache = new CacheReconciler(client, sources, config, clock);
    this.executor = new PodPlanExecutor(client, expectations);
    this.adapters = new AdapterSync(client, adapterClient);
    this.events = events;
  }

  @Override
  public List<EventSource<?, Model>> prepareEventSources(EventSourceContext<Model> context) {
    return sources.create(context);
  }

  @Override
  public UpdateControl<Model> reconcile(Model model, Context<Model> context) {
    ResourceID id = ResourceID.fromResource(model);
    if (context.isPrimaryResourceDeleted()) {
      expectations.forget(id);
      reportedEvictionFailures.remove(model.getMetadata().getUid());
      lastStatus.remove(model.getMetadata().getUid());
      return UpdateControl.noUpdate();
    }
    if (model.isMarkedForDeletion()) {
      finalizeModel(model);
      return UpdateControl.noUpdate();
    }
    Optional<Model> updated = applySelfUpdate(model);
    if (updated.isEmpty()) {
      // Changed since this copy was read; the change's own event reconciles it again.
      return UpdateControl.<Model>noUpdate().rescheduleAfter(CONFLICT_RETRY);
    }
    Model current = updated.get();
    Outcome outcome = serve(current, id);
    UpdateControl<Model> control = report(current, outcome.observation());
    outcome.retryAfter().ifPresent(control::rescheduleAfter);
    return control;
  }

  /** Computes the status, announces its changes, and asks JOSDK to write it if it changed. */
  private UpdateControl<Model> report(Model model, Observation observation) {
    String uid = model.getMetadata().getUid();
    ModelStatus stored = model.getStatus();
    ModelStatus previous = lastStatus.getOrDefault(uid, stored);
    model.setStatus(previous);
    ModelStatus status = ModelStatusCalculator.compute(model, observation, clock.instant());
    lastStatus.put(uid, status);
    ModelAnnouncements.between(previous, status).forEach(event -> events.record(model, event));
    model.setStatus(status);
    return ApiSerialization.sameContent(status, stored)
        ? UpdateControl.noUpdate()
        : UpdateControl.patchStatus(model);
  }

  /** What one pass saw, and when to look again without an event. */
  private record Outcome(Observation observation, Optional<Duration> retryAfter) {}

  private Outcome serve(Model model, ResourceID id) {
    List<Pod> pods = livePods(model, id);
    Optional<LoadStep> cacheStep = Optional.empty();
    Optional<String> podHash = Optional.empty();
    try {
      files.reconcile(model, sources.filesConfigMap(model));
      ResolvedModel resolved =
          ModelResolver.resolve(
              model,
              config,
              sources.namespaceConfigs().forNamespace(model.getMetadata().getNamespace()));
      DesiredPod desired = ModelPodFactory.build(resolved);
      podHash = Optional.of(desired.hash());
      if (resolved.cache().isPresent()) {
        ensureFinalizer(model);
        cacheStep = Optional.of(cache.load(resolved));
        if (!(cacheStep.get() instanceof Loaded)) {
          return new Outcome(
              new Observation(pods, Optional.empty(), cacheStep, podHash), Optional.empty());
        }
      }
      executor.execute(
          id,
          PodPlanner.plan(
              pods,
              ReplicaBounds.desired(model.getSpec()),
              desired.hash(),
              config.modelRollouts().surge()),
          desired.pod());
      pods = livePods(model, id);
      Optional<String> adapterFailure = adapters.sync(model, pods);
      return new Outcome(
          new Observation(pods, Optional.empty(), cacheStep, podHash),
          adapterFailure.map(f -> ADAPTER_RETRY));
    } catch (InvalidModelException e) {
      return new Outcome(
          new Observation(pods, Optional.of(e), cacheStep, podHash), Optional.empty());
    }
  }

  /** The Model's pods as last left by this controller, without those being deleted. */
  private List<Pod> livePods(Model model, ResourceID id) {
    return expectations.view(id, sources.pods(model)).stream()
        .filter(p -> !PodState.terminating(p))
        .toList();
  }

  /**
   * Writes feature labels and clamped replicas; returns the Model as stored afterwards, or empty
   * when this copy is out of date.
   */
  private Optional<Model> applySelfUpdate(Model model) {
    Optional<Map<String, Object>> patch = ModelSelfUpdate.patch(model);
    if (patch.isEmpty()) {
      return Optional.of(model);
    }
    try {
      return Optional.of(
          client
              .resources(Model.class)
              .inNamespace(model.getMetadata().getNamespace())
              .withName(model.getMetadata().getName())
              .patch(PatchContext.of(PatchType.JSON_MERGE), ApiSerialization.toJson(patch.get())));
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return Optional.empty();
      }
      throw e;
    }
  }

  private void ensureFinalizer(Model model) {
    if (!model.hasFinalizer(KubeAiLabels.CACHE_EVICTION_FINALIZER)) {
      client
          .resources(Model.class)
          .inNamespace(model.getMetadata().getNamespace())
          .withName(model.getMetadata().getName())
          .edit(
              m -> {
                m.addFinalizer(KubeAiLabels.CACHE_EVICTION_FINALIZER);
                return m;
              });
    }
  }

  /** Stops the pods at once, then evicts the cache and releases the finalizer. */
  private void finalizeModel(Model model) {
    var pods = client.pods().inNamespace(model.getMetadata().getNamespace());
    sources.pods(model).stream()
        .filter(p -> !PodState.terminating(p))
        .forEach(p -> pods.withName(p.getMetadata().getName()).delete());
    if (model.getSpec().getCacheProfile() == null
        || !model.hasFinalizer(KubeAiLabels.CACHE_EVICTION_FINALIZER)) {
      return;
    }
    EvictStep step = cache.evict(model);
    if (step instanceof EvictFailed failed
        && reportedEvictionFailures.add(model.getMetadata().getUid())) {
      events.warning(
          model,
          "CacheEvictionFailed",
          failed.message()
              + "; delete the Job to retry, or remove the finalizer to leave the files behind");
    }
  }
}
