package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.openai.ApiException;
import ai.silogen.kaiwo.enginesim.openai.ResponseBodies;
import ai.silogen.kaiwo.enginesim.runtime.SimulatedRequest;
import io.vertx.core.MultiMap;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import net.openhft.hashing.LongHashFunction;

/**
 * {@code POST /v1/audio/transcriptions} (multipart): the transcript is a deterministic function of
 * the uploaded {@code file} part. Audio length drives the simulated cost: about 50 encoder tokens
 * per 32 KB (one second of 16 kHz 16-bit PCM) and one output word per 10 KB, at most Whisper's 448.
 * A {@code model} field is optional because KubeAI strips it before forwarding.
 */
final class TranscriptionHandler {

  private static final int BYTES_PER_PROMPT_TOKEN = 640;
  private static final int BYTES_PER_OUTPUT_TOKEN = 10_000;
  private static final int MAX_OUTPUT_TOKENS = 448;

  private final EngineContext context;

  TranscriptionHandler(EngineContext context) {
    this.context = context;
  }

  void handle(HttpServerRequest request) {
    String contentType = request.getHeader(HttpHeaders.CONTENT_TYPE);
    if (contentType == null
        || !contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
      Replies.error(request.response(), ApiException.badRequest("expected multipart/form-data"));
      return;
    }
    request.setExpectMultipart(true);
    // Hash the whole file at the end: chunk boundaries depend on the transport.
    Buffer audio = Buffer.buffer();
    boolean[] sawFile = {false};
    request.uploadHandler(
        upload -> {
          boolean isFile = "file".equals(upload.name());
          sawFile[0] |= isFile;
          upload.handler(chunk -> appendIf(isFile, audio, chunk));
        });
    request.endHandler(
        v ->
            EngineVerticle.guarded(
                request,
                () -> {
                  long hash = LongHashFunction.xx().hashBytes(audio.getBytes());
                  respond(request, request.formAttributes(), sawFile[0], hash, audio.length());
                }));
  }

  private static void appendIf(boolean condition, Buffer target, Buffer chunk) {
    if (condition) {
      target.appendBuffer(chunk);
    }
  }

  private void respond(
      HttpServerRequest request, MultiMap form, boolean sawFile, long hash, long bytes) {
    if (!sawFile) {
      throw ApiException.badRequest("a 'file' part is required");
    }
    context.resolveModel(form.get("model")); // validates a given name
    boolean plainText = "text".equals(form.get("response_format"));
    int promptTokens = (int) Math.min(Integer.MAX_VALUE, bytes / BYTES_PER_PROMPT_TOKEN + 1);
    int outputTokens =
        (int) Math.clamp(bytes / BYTES_PER_OUTPUT_TOKEN + 1, 1, (long) MAX_OUTPUT_TOKENS);
    SimulatedRequest simulated =
        new SimulatedRequest("", promptTokens, outputTokens, hash, null, false, false);
    BufferedReplySink sink =
        new BufferedReplySink(
            request.response(),
            plainText ? "text/plain; charset=utf-8" : Replies.JSON,
            (usage, text) ->
                plainText
                    ? text.strip().getBytes(StandardCharsets.UTF_8)
                    : ResponseBodies.transcription(text.strip()));
    Replies.cancelOnClose(request.response(), context.engine.submit(simulated, sink));
  }
}
