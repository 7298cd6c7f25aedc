package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.model.ModelCatalog;
import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.runtime.EngineRuntime;
import io.vertx.core.http.HttpServerRequest;
import java.util.concurrent.ThreadLocalRandom;

/** What every handler of one simulated server shares; confined to the server's event loop. */
final class EngineContext {
  private static final String REQUEST_ID = "X-Request-Id";

  final EngineConfig config;
  final EngineRuntime engine;
  final ModelCatalog catalog;
  private final String idTag = Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16);
  private long nextId;

  EngineContext(EngineConfig config, EngineRuntime engine, ModelCatalog catalog) {
    this.config = config;
    this.engine = engine;
    this.catalog = catalog;
  }

  /**
   * The model a request runs on: the one it names, or the default served name when it names none.
   *
   * @throws ApiException 404 when it names a model that is neither served nor a loaded adapter
   */
  String resolveModel(String requested) {
    if (requested == null) {
      return config.servedModelName();
    }
    if (!catalog.knows(requested)) {
      throw ApiException.modelNotFound(requested);
    }
    return requested;
  }

  /** The adapter a resolved model runs with, or {@code null} for the base model. */
  String adapterOf(String model) {
    return catalog.isAdapter(model) ? model : null;
  }

  /** A response id unique within the JVM run, e.g. {@code chatcmpl-1a2b3c-7}. */
  private String nextId(String prefix) {
    return prefix + idTag + "-" + nextId++;
  }

  /**
   * The response id of {@code request}: like vLLM's OpenAI server, {@code prefix} and the request's
   * {@code X-Request-Id} when it has one (a gateway's id), else a new one.
   */
  String responseId(HttpServerRequest request, String prefix) {
    String given = request.getHeader(REQUEST_ID);
    return given == null || given.isBlank() ? nextId(prefix) : prefix + given;
  }

  /** Unix seconds, for {@code created}. */
  static long epochSeconds() {
    return System.currentTimeMillis() / 1000;
  }
}
