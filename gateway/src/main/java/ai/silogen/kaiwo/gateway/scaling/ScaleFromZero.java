package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
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
   * Whether {@code modelKey} has no replicas and nothing will start one ({@link
   * ai.silogen.kaiwo.gateway.discovery.ModelScaling#heldAtZero}): a request for it would wait for
   * its whole timeout.
   */
  public boolean heldAtZero(String modelKey) {
    return catalog.get(modelKey).map(info -> info.scaling().heldAtZero()).orElse(false);
  }

  /**
   * Why the operator cannot serve {@code modelKey} ({@link
   * ai.silogen.kaiwo.gateway.discovery.ModelScaling#invalid}), if it cannot: no replica will come.
   */
  public Optional<String> invalid(String modelKey) {
    return catalog.get(modelKey).flatMap(info -> info.scaling().invalid());
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
