package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.model.Usage;
import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.openai.StreamChunks;
import ai.silogen.kaiwo.enginesim.runtime.GenerationSink;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;

/**
 * Streams a completion as server-sent events, one frame per token. Headers go out with the first
 * token, as with vLLM, so a proxy sees the response start at the time to first token. Transport
 * backpressure pauses the engine's emission instead of buffering without bound.
 */
final class SseSink implements GenerationSink {

  private final HttpServerResponse response;
  private final StreamChunks chunks;
  private final String finishReason;
  private final boolean includeUsage;

  SseSink(
      HttpServerResponse response, StreamChunks chunks, String finishReason, boolean includeUsage) {
    this.response = response;
    this.chunks = chunks;
    this.finishReason = finishReason;
    this.includeUsage = includeUsage;
  }

  @Override
  public void rejected() {
    Replies.error(response, ApiException.unavailable("The server is overloaded: queue is full."));
  }

  @Override
  public void token(int index, String text, boolean last) {
    if (index == 0) {
      response
          .setChunked(true)
          .putHeader(HttpHeaders.CONTENT_TYPE, "text/event-stream; charset=utf-8")
          .putHeader(HttpHeaders.CACHE_CONTROL, "no-cache");
      if (chunks.chat()) {
        response.write(Buffer.buffer(chunks.roleChunk()));
      }
    }
    response.write(Buffer.buffer(chunks.tokenChunk(text, last ? finishReason : null)));
  }

  @Override
  public void completed(Usage usage) {
    if (response.ended() || response.closed()) {
      return;
    }
    if (includeUsage) {
      response.write(Buffer.buffer(chunks.usageChunk(usage)));
    }
    response.end(Buffer.buffer(StreamChunks.DONE));
  }

  @Override
  public boolean writable() {
    return !response.writeQueueFull();
  }

  @Override
  public void whenWritable(Runnable resume) {
    response.drainHandler(
        v -> {
          response.drainHandler(null);
          resume.run();
        });
  }
}
