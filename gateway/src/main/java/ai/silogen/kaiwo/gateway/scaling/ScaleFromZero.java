package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The first request to a model with zero replicas asks for one (KubeAI's {@code
 * ScaleAtLeastOneReplica}); the request then waits for a Ready endpoint like any other. Concurrent
 * first requests share one write, and a successful write is reflected in the catalog at once so
 * that the requests arriving before the informer catches up do not write again.
 */
public final class ScaleFromZero {
  private static final Logger LOG = LoggerFactory.getLogger(ScaleFromZero.class);
  private static final CompletableFuture<Void> DONE = CompletableFuture.completedFuture(null);

  private final ModelCatalog catalog;
  private final ModelScaler scaler;
  private final Executor blocking;
  private final ConcurrentHashMap<String, CompletableFuture<Void>> writes =
      new ConcurrentHashMap<>();

  /**
   * @param blocking runs the (blocking) scale writes
   */
  public ScaleFromZero(ModelCatalog catalog, ModelScaler scaler, Executor blocking) {
    this.catalog = Objects.requireNonNull(catalog, "catalog");
    this.scaler = Objects.requireNonNull(scaler, "scaler");
    this.blocking = Objects.requireNonNull(blocking, "blocking");
  }

  /**
   * Completes when {@code modelKey} has, or has been asked for, at least one replica; at once when
   * it already has replicas or autoscaling is disabled for it. Fails when the write fails.
   */
  public CompletableFuture<Void> ensureReplica(String modelKey) {
    ModelInfo info = catalog.get(modelKey).orElse(null);
    if (info == null || !info.scaling().needsScaleFromZero()) {
      return DONE;
    }
    CompletableFuture<Void> mine = new CompletableFuture<>();
    CompletableFuture<Void> running = writes.putIfAbsent(modelKey, mine);
    if (running != null) {
      return running;
    }
    try {
      blocking.execute(() -> write(info, mine));
    } catch (RuntimeException rejected) {
      writes.remove(modelKey, mine);
      mine.completeExceptionally(rejected);
    }
    return mine;
  }

  /**
   * Why no replica of {@code modelKey} will come, as the error to answer, if none will: the
   * operator found the Model invalid ({@link
   * ai.silogen.kaiwo.gateway.discovery.ModelScaling#invalid}), or it is held at zero ({@link
   * ai.silogen.kaiwo.gateway.discovery.ModelScaling#heldAtZero}). A request for it would otherwise
   * wait for its whole timeout.
   */
  public Optional<OpenAiError> refusal(String modelKey) {
    return catalog
        .get(modelKey)
        .map(ModelInfo::scaling)
        .flatMap(
            scaling ->
                scaling
                    .invalid()
                    .map(why -> OpenAiError.invalidModel(modelKey, why))
                    .or(
                        () ->
                            scaling.heldAtZero()
                                ? Optional.of(OpenAiError.heldAtZero(modelKey))
                                : Optional.empty()));
  }

  private void write(ModelInfo info, CompletableFuture<Void> done) {
    try {
      LOG.info("scaling model {} from zero to one replica", info.modelKey());
      scaler.scale(info.namespace(), info.name(), 1);
      catalog.replace(info, info.withScaling(info.scaling().withReplicas(1)));
      done.complete(null);
    } catch (RuntimeException e) {
      LOG.warn("scaling model {} from zero failed: {}", info.modelKey(), e.toString());
      done.completeExceptionally(e);
    } finally {
      writes.remove(info.modelKey(), done);
    }
  }
}
