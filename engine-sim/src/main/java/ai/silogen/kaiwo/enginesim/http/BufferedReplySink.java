package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.model.Usage;
import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.runtime.GenerationSink;
import io.vertx.core.http.HttpServerResponse;

/** Collects the generated text and answers with one body when the request finishes. */
final class BufferedReplySink implements GenerationSink {

  /** Renders the final body from the usage and the generated text. */
  @FunctionalInterface
  interface BodyRenderer {
    byte[] render(Usage usage, String generatedText);
  }

  private final HttpServerResponse response;
  private final String contentType;
  private final BodyRenderer renderer;
  private final StringBuilder text = new StringBuilder();

  BufferedReplySink(HttpServerResponse response, String contentType, BodyRenderer renderer) {
    this.response = response;
    this.contentType = contentType;
    this.renderer = renderer;
  }

  @Override
  public void rejected() {
    Replies.error(response, ApiException.unavailable("The server is overloaded: queue is full."));
  }

  @Override
  public void token(int index, String token, boolean last) {
    text.append(token);
  }

  @Override
  public void completed(Usage usage) {
    Replies.send(response, 200, contentType, renderer.render(usage, text.toString()));
  }
}
