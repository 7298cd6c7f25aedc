package ai.silogen.kaiwo.enginesim;

import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.http.EngineVerticle;
import ai.silogen.kaiwo.enginesim.metrics.EngineStats;
import ai.silogen.kaiwo.enginesim.runtime.EngineCounters;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An in-process OpenAI-compatible model server that simulates vLLM (or Ollama, Infinity,
 * faster-whisper): scheduling, prefix caching and token timing, without a GPU.
 *
 * <pre>{@code
 * try (EngineSimulator sim = EngineSimulator.create(vertx, EngineConfig.builder()
 *     .servedModelName("llama").timeScale(0.01).build())) {
 *   int port = sim.start();
 *   ...
 *   EngineStats stats = sim.stats();
 * }
 * }</pre>
 *
 * <p>Each simulator runs on one event loop of the given Vert.x instance; dozens can share one
 * instance. A simulator starts once; create a new one to restart.
 */
public final class EngineSimulator implements AutoCloseable {

  private static final long BLOCKING_TIMEOUT_SECONDS = 30;

  private final Vertx vertx;
  private final boolean ownsVertx;
  private final EngineConfig config;
  private final EngineCounters counters;
  private final EngineVerticle verticle;
  private boolean started;
  private String deploymentId;

  private EngineSimulator(Vertx vertx, boolean ownsVertx, EngineConfig config) {
    this.vertx = vertx;
    this.ownsVertx = ownsVertx;
    this.config = config;
    this.counters = new EngineCounters(config.numGpuBlocks());
    this.verticle = new EngineVerticle(config, counters);
  }

  /** A simulator running on a shared Vert.x instance, which stays open when it stops. */
  public static EngineSimulator create(Vertx vertx, EngineConfig config) {
    return new EngineSimulator(vertx, false, config);
  }

  /** A simulator with its own single-event-loop Vert.x instance, closed when it stops. */
  public static EngineSimulator create(EngineConfig config) {
    Vertx own = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setWorkerPoolSize(1));
    return new EngineSimulator(own, true, config);
  }

  /** Binds the server; completes with the bound port. */
  public synchronized Future<Integer> startAsync() {
    if (started) {
      return Future.failedFuture(new IllegalStateException("simulator already started"));
    }
    started = true;
    return vertx
        .deployVerticle(verticle)
        .map(
            id -> {
              synchronized (this) {
                deploymentId = id;
              }
              return verticle.actualPort();
            });
  }

  /**
   * Binds the server and waits for it; must not be called on a Vert.x event loop.
   *
   * @return the bound port
   */
  public int start() {
    return await(startAsync());
  }

  /** Closes the server, cancelling in-flight requests, and the Vert.x instance if owned. */
  public synchronized Future<Void> stopAsync() {
    String id = deploymentId;
    deploymentId = null;
    if (ownsVertx) {
      return vertx.close(); // undeploys the verticle too
    }
    return id == null ? Future.succeededFuture() : vertx.undeploy(id);
  }

  /** Stops and waits; must not be called on a Vert.x event loop. */
  public void stop() {
    await(stopAsync());
  }

  @Override
  public void close() {
    stop();
  }

  /** The bound port, or -1 before start. */
  public int port() {
    return verticle.actualPort();
  }

  /**
   * Whether the simulated model has loaded, i.e. {@code /health} answers 200; any thread. The
   * sandbox's kubelet can use it instead of probing over HTTP.
   */
  public boolean ready() {
    return verticle.ready();
  }

  /** {@code http://host:port}, for clients. */
  public String baseUrl() {
    return "http://" + config.host() + ":" + port();
  }

  public EngineConfig config() {
    return config;
  }

  /** The engine's counters now; cheap and safe from any thread. */
  public EngineStats stats() {
    return counters.snapshot();
  }

  private static <T> T await(Future<T> future) {
    if (Context.isOnEventLoopThread()) {
      throw new IllegalStateException("blocking call on an event loop; use the async variant");
    }
    try {
      return future
          .toCompletionStage()
          .toCompletableFuture()
          .get(BLOCKING_TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException re
          ? re
          : new IllegalStateException(e.getCause());
    } catch (TimeoutException e) {
      throw new IllegalStateException("timed out after " + BLOCKING_TIMEOUT_SECONDS + " s", e);
    }
  }
}
