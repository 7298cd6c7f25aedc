package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.BodyListener;
import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads a request body into memory (it is parsed, and replayed on retries) up to a size limit, and
 * within the gateway's {@link BodyBudget}. A body announced larger than the limit is refused before
 * any of it is read. The bytes taken from the budget stay taken when the body is handed on: whoever
 * ends up holding it gives {@link ReceivedBody#length()} bytes back.
 *
 * <p>The pieces are kept as the codec hands them over, and forwarded from there; once the body is
 * complete they are copied once into the thread's {@link ScanArrays scan array} for the parser.
 * Appending to a growing buffer would copy a large body several times, and sizing a buffer from
 * {@code Content-Length} up front would let a client make the gateway allocate the limit by
 * announcing it.
 */
final class BodyCollector implements BodyListener {
  private final long limit;
  private final BodyBudget budget;
  private final Consumer<ReceivedBody> onBody;
  private final Consumer<OpenAiError> onRefused;
  private final List<ByteBuf> chunks = new ArrayList<>(1);
  private int size;
  private boolean refused;

  BodyCollector(
      long limit,
      BodyBudget budget,
      Consumer<ReceivedBody> onBody,
      Consumer<OpenAiError> onRefused) {
    this.limit = Math.min(limit, Integer.MAX_VALUE - 8); // the body is copied into one array
    this.budget = budget;
    this.onBody = onBody;
    this.onRefused = onRefused;
  }

  /**
   * Collects {@code exchange}'s body; calls {@code onBody} with it, or {@code onRefused} once: with
   * 413 when it exceeds {@code limit} bytes, with 503 when the budget has no room for it, with 408
   * when it stalls past the server's body-read timeout.
   */
  static void collect(
      HttpExchange exchange,
      long limit,
      BodyBudget budget,
      Consumer<ReceivedBody> onBody,
      Consumer<OpenAiError> onRefused) {
    long announced = contentLength(exchange.header(HttpHeaderNames.CONTENT_LENGTH));
    if (announced > limit) {
      onRefused.accept(OpenAiError.payloadTooLarge(limit));
      return;
    }
    exchange.readBody(new BodyCollector(limit, budget, onBody, onRefused));
  }

  @Override
  public void chunk(ByteBuf chunk) {
    if (refused) {
      return;
    }
    if ((long) size + chunk.readableBytes() > limit) {
      refuse(OpenAiError.payloadTooLarge(limit));
    } else if (!budget.tryTake(chunk.readableBytes())) {
      refuse(OpenAiError.bodiesBuffered(budget.limit()));
    } else {
      size += chunk.readableBytes();
      chunks.add(chunk.retain());
    }
  }

  @Override
  public void end() {
    if (refused) {
      return;
    }
    ByteBuf content =
        switch (chunks.size()) {
          case 0 -> Unpooled.EMPTY_BUFFER;
          case 1 -> chunks.getFirst();
          default -> Unpooled.wrappedBuffer(chunks.size(), chunks.toArray(ByteBuf[]::new));
        };
    chunks.clear(); // owned by content now
    byte[] bytes = ScanArrays.atLeast(size);
    content.getBytes(content.readerIndex(), bytes, 0, size);
    onBody.accept(new ReceivedBody(content, bytes, size));
  }

  @Override
  public void aborted() {
    releaseAll();
  }

  /** Answered 408; the bytes held so far go back to the budget. */
  @Override
  public void timedOut(Duration timeout) {
    if (!refused) {
      refuse(OpenAiError.bodyTimedOut(timeout));
    }
  }

  private void refuse(OpenAiError error) {
    refused = true;
    releaseAll();
    onRefused.accept(error);
  }

  private void releaseAll() {
    chunks.forEach(ByteBuf::release);
    chunks.clear();
    budget.giveBack(size);
    size = 0;
  }

  private static long contentLength(String header) {
    if (header == null) {
      return -1;
    }
    try {
      return Long.parseLong(header.strip());
    } catch (NumberFormatException e) {
      return -1; // the HTTP codec rejects malformed lengths itself
    }
  }
}
