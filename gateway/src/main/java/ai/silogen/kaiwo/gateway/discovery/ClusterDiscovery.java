package ai.silogen.kaiwo.gateway.discovery;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Informers on Models and model pods that keep the {@link ModelCatalog} and the load balancer's
 * endpoint groups current. A group exists only while its Model does: it is filled when the Model
 * appears (from pods already seen) and removed, failing its waiting requests with 404, when the
 * Model is deleted, so groups of deleted models do not linger as in KubeAI.
 */
public final class ClusterDiscovery implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(ClusterDiscovery.class);
  private static final String BY_MODEL = "kaiwo-model-key";

  private final KubernetesClient client;
  private final String namespace;
  private final ModelCatalog catalog;
  private final LoadBalancer loadBalancer;
  private final GatewayMetrics metrics;
  private SharedIndexInformer<Pod> pods;
  private SharedIndexInformer<Model> models;

  /**
   * @param namespace the only namespace to watch, or {@code null} for all namespaces
   */
  public ClusterDiscovery(
      KubernetesClient client,
      String namespace,
      ModelCatalog catalog,
      LoadBalancer loadBalancer,
      GatewayMetrics metrics) {
    this.client = Objects.requireNonNull(client, "client");
    this.namespace = namespace;
    this.catalog = Objects.requireNonNull(catalog, "catalog");
    this.loadBalancer = Objects.requireNonNull(loadBalancer, "loadBalancer");
    this.metrics = Objects.requireNonNull(metrics, "metrics");
  }

  /** Starts both informers; completes when both have listed their objects. */
  public CompletableFuture<Void> start() {
    pods =
        (namespace == null ? client.pods().inAnyNamespace() : client.pods().inNamespace(namespace))
            .withLabel(KubeAiLabels.MODEL)
            .runnableInformer(0);
    pods.addIndexers(
        Map.of(BY_MODEL, pod -> PodEndpoints.modelKey(pod).map(List::of).orElse(List.of())));
    pods.addEventHandler(new PodHandler());
    models =
        (namespace == null
                ? client.resources(Model.class).inAnyNamespace()
                : client.resources(Model.class).inNamespace(namespace))
            .runnableInformer(0);
    models.addEventHandler(new ModelHandler());
    return CompletableFuture.allOf(
        pods.start().toCompletableFuture(), models.start().toCompletableFuture());
  }

  /** Whether both informers have listed their objects. */
  public boolean synced() {
    return pods != null && models != null && pods.hasSynced() && models.hasSynced();
  }

  @Override
  public void close() {
    if (models != null) {
      models.close();
    }
    if (pods != null) {
      pods.close();
    }
  }

  /**
   * Recomputes a model's endpoints from the pod cache. Serialised, so that the Model and Pod
   * informer threads cannot publish an older list over a newer one.
   */
  private synchronized void refreshEndpoints(String modelKey) {
    if (catalog.get(modelKey).isEmpty()) {
      return; // the group is filled when the Model appears
    }
    List<ObservedEndpoint> endpoints =
        pods.getIndexer().byIndex(BY_MODEL, modelKey).stream()
            .map(PodEndpoints::endpoint)
            .flatMap(Optional::stream)
            .toList();
    loadBalancer.openGroup(modelKey).replaceEndpoints(endpoints);
  }

  private synchronized void modelDeleted(Model model) {
    String key = model.getMetadata().getNamespace() + "/" + model.getMetadata().getName();
    catalog.remove(key);
    loadBalancer.removeGroup(key, OpenAiError.modelNotFound(key));
    metrics.removeModel(key);
    LOG.info("model {} deleted", key);
  }

  private final class ModelHandler implements ResourceEventHandler<Model> {
    @Override
    public void onAdd(Model model) {
      upsert(model);
    }

    @Override
    public void onUpdate(Model previous, Model model) {
      upsert(model);
    }

    @Override
    public void onDelete(Model model, boolean finalStateUnknown) {
      modelDeleted(model);
    }

    private void upsert(Model model) {
      ModelInfo info;
      try {
        info = ModelMapping.toInfo(model);
      } catch (RuntimeException e) {
        LOG.warn(
            "ignoring Model {}/{}: {}",
            model.getMetadata().getNamespace(),
            model.getMetadata().getName(),
            e.toString());
        return;
      }
      // Open before the catalog names the model, so no request finds it with a closed group, and
      // build a PrefixHash model's ring here rather than on the event loop of its first request.
      loadBalancer.openGroup(info.modelKey()).prepare(info.served().loadBalancing());
      if (catalog.put(info).isEmpty()) {
        LOG.info("model {} discovered", info.modelKey());
        refreshEndpoints(info.modelKey());
      }
    }
  }

  private final class PodHandler implements ResourceEventHandler<Pod> {
    @Override
    public void onAdd(Pod pod) {
      PodEndpoints.modelKey(pod).ifPresent(ClusterDiscovery.this::refreshEndpoints);
    }

    @Override
    public void onUpdate(Pod previous, Pod pod) {
      Optional<String> before = PodEndpoints.modelKey(previous);
      Optional<String> after = PodEndpoints.modelKey(pod);
      after.ifPresent(ClusterDiscovery.this::refreshEndpoints);
      if (before.isPresent() && !before.equals(after)) {
        refreshEndpoints(before.get());
      }
    }

    @Override
    public void onDelete(Pod pod, boolean finalStateUnknown) {
      PodEndpoints.modelKey(pod).ifPresent(ClusterDiscovery.this::refreshEndpoints);
    }
  }
}
