package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.config.Endpoint;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineFlavor;
import ai.silogen.kaiwo.enginesim.model.ModelCatalog;
import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.openai.Json;
import ai.silogen.kaiwo.enginesim.runtime.EngineCounters;
import ai.silogen.kaiwo.enginesim.runtime.EngineRuntime;
import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.AbstractVerticle;
import io.vertx.core.Handler;
import io.vertx.core.Promise;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One simulated model server: an HTTP server plus its engine, deployed as a verticle so that the
 * server, the engine's timers and all its state live on a single event loop (no locks), and
 * undeploying closes the server and cancels the timers.
 */
public final class EngineVerticle extends AbstractVerticle {

  private record Route(
      HttpMethod method, boolean servedWhileLoading, Handler<HttpServerRequest> handler) {}

  private static final Logger LOG = LoggerFactory.getLogger(EngineVerticle.class);

  private final EngineConfig config;
  private final EngineCounters counters;
  private final Map<String, Route> routes = new HashMap<>();
  private volatile EngineRuntime engine;
  private volatile int port = -1;

  /**
   * @param counters where the engine publishes its metrics (readable from any thread)
   */
  public EngineVerticle(EngineConfig config, EngineCounters counters) {
    this.config = config;
    this.counters = counters;
  }

  /** Whether the simulated model finished loading (false before start); any thread. */
  public boolean ready() {
    EngineRuntime current = engine;
    return current != null && current.ready();
  }

  /** The bound port, or -1 before the server listens. */
  public int actualPort() {
    return port;
  }

  @Override
  public void start(Promise<Void> started) {
    engine = new EngineRuntime(vertx, config, counters, System.nanoTime());
    registerRoutes(new EngineContext(config, engine, new ModelCatalog(config.servedModelNames())));
    HttpServerOptions options =
        new HttpServerOptions()
            .setHttp2ClearTextEnabled(false) // like uvicorn: HTTP/1.1 only
            .setHandle100ContinueAutomatically(true);
    vertx
        .createHttpServer(options)
        .requestHandler(this::dispatch)
        .listen(config.port(), config.host())
        .onSuccess(
            server -> {
              port = server.actualPort();
              started.complete();
            })
        .onFailure(started::fail);
  }

  private void registerRoutes(EngineContext context) {
    AdminHandler admin = new AdminHandler(context);
    GenerationHandler generation = new GenerationHandler(context);
    PoolingHandler pooling = new PoolingHandler(context);
    TranscriptionHandler transcription = new TranscriptionHandler(context);
    routes.put("/health", new Route(HttpMethod.GET, true, admin::health));
    routes.put("/metrics", new Route(HttpMethod.GET, true, admin::metrics));
    routes.put("/v1/models", new Route(HttpMethod.GET, false, admin::models));
    post(Endpoint.CHAT_COMPLETIONS, List.of("/v1/chat/completions"), json(generation::chat));
    post(Endpoint.COMPLETIONS, List.of("/v1/completions"), json(generation::completion));
    post(Endpoint.EMBEDDINGS, List.of("/v1/embeddings"), json(pooling::embeddings));
    post(Endpoint.RERANK, List.of("/v1/rerank", "/v2/rerank", "/rerank"), json(pooling::rerank));
    post(Endpoint.TRANSCRIPTIONS, List.of("/v1/audio/transcriptions"), transcription::handle);
    if (config.loraEnabled()) {
      post(Endpoint.LORA_ADMIN, List.of("/v1/load_lora_adapter"), json(admin::loadLora));
      post(Endpoint.LORA_ADMIN, List.of("/v1/unload_lora_adapter"), json(admin::unloadLora));
    }
    if (config.flavor() == EngineFlavor.OLLAMA) {
      routes.put("/", new Route(HttpMethod.GET, false, admin::ollamaRoot));
    }
  }

  /** Registers a POST endpoint only when the simulated server flavour has it. */
  private void post(Endpoint endpoint, List<String> paths, Handler<HttpServerRequest> handler) {
    if (config.flavor().serves(endpoint)) {
      paths.forEach(path -> routes.put(path, new Route(HttpMethod.POST, false, handler)));
    }
  }

  private void dispatch(HttpServerRequest request) {
    Route route = routes.get(request.path());
    if (route == null) {
      Replies.detail(request.response(), 404, "Not Found");
    } else if (!route.method().equals(request.method())) {
      Replies.detail(request.response(), 405, "Method Not Allowed");
    } else if (!route.servedWhileLoading() && !engine.ready()) {
      Replies.error(request.response(), ApiException.unavailable("The model is still loading."));
    } else {
      guarded(request, () -> route.handler().handle(request));
    }
  }

  /**
   * Runs a handler step, answering its {@link ApiException} as an error body and any other
   * exception (a bug) as a 500, so that no request is left hanging.
   */
  static void guarded(HttpServerRequest request, Runnable step) {
    try {
      step.run();
    } catch (ApiException e) {
      Replies.error(request.response(), e);
    } catch (RuntimeException e) {
      LOG.error("simulator failed on {} {}", request.method(), request.path(), e);
      Replies.error(
          request.response(),
          new ApiException(500, "InternalServerError", "Internal Server Error"));
    }
  }

  /** Reads the whole body as a JSON object; parse and validation errors become 4xx answers. */
  private static Handler<HttpServerRequest> json(BiConsumer<HttpServerRequest, JsonNode> handler) {
    return request ->
        request
            .body()
            .onSuccess(
                body ->
                    guarded(
                        request, () -> handler.accept(request, Json.parseObject(body.getBytes()))));
  }
}
