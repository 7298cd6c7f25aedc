package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.metrics.ModelMeters;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.openai.RequestKind;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamAddress;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamCall;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamClient;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamListener;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamRequest;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import ai.silogen.kaiwo.gateway.routing.Lease;
import ai.silogen.kaiwo.gateway.routing.PickRequest;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One proxied request, from "bound to a model" to the last byte of the answer: scale from zero,
 * wait for an endpoint, send, retry on another pick, relay the response.
 *
 * <p>Everything runs on the event loop of the client's connection; completions from other threads
 * (endpoint changes, scale writes) hop back onto it. The leases of all attempts are held until the
 * exchange ends, so in-flight counts include retries and streamed bodies, and are released exactly
 * once however it ends: response complete, client gone, or error. A step that throws (a bug) ends
 * the exchange with a 500, so the client always gets an answer.
 */
final class ProxyExchange implements ResponseRelay.Events, UpstreamListener {
  private static final Logger LOG = LoggerFactory.getLogger(ProxyExchange.class);

  /** nginx's status for "client closed request", used in metrics only. */
  private static final int CLIENT_CLOSED = 499;

  private final ProxyRuntime runtime;
  private final UpstreamClient client;
  private final HttpExchange exchange;
  private final String requestId;
  private final RequestKind kind;
  private final String modelKey;

  /** The {@code model} as the client spelled it, for errors that name it. */
  private final String requestedModel;

  /** Kept for retries until an answer is relayed; null after. */
  private ByteBuf body;

  /** What the body took from the {@link BodyBudget}, given back with it. */
  private final int budgetedBytes;

  private final ModelMeters meters;
  private final long startNanos = System.nanoTime();
  private final List<Lease> leases = new ArrayList<>(2);
  private EndpointGroup group;
  private PickRequest pick;
  private int attempts;
  private long waitStartNanos = -1;
  private long firstByteNanos = -1;
  private CompletableFuture<?> pending;
  private UpstreamRequest upstreamRequest;
  private UpstreamCall upstream;
  private ResponseRelay relay;
  private boolean draining;
  private boolean clientGone;
  private boolean finished;

  /** Whether the request counts as active (refused ones never do). */
  private boolean counted;

  ProxyExchange(
      ProxyRuntime runtime,
      UpstreamClient client,
      HttpExchange exchange,
      String requestId,
      RequestKind kind,
      String modelKey,
      String requestedModel,
      PickRequest pick,
      ByteBuf body,
      int budgetedBytes) {
    this.runtime = runtime;
    this.client = client;
    this.exchange = exchange;
    this.requestId = requestId;
    this.kind = kind;
    this.modelKey = modelKey;
    this.requestedModel = requestedModel;
    this.pick = pick;
    this.body = body;
    this.budgetedBytes = budgetedBytes;
    this.meters = runtime.metrics().model(modelKey);
  }

  void start() {
    exchange.onClose(this::clientClosed);
    guarded(
        () -> {
          group = runtime.loadBalancer().group(modelKey);
          OpenAiError refused = unservable();
          if (refused != null) {
            fail(refused); // never active: the autoscaler would start the replica it refuses
            return;
          }
          meters.requestStarted(startNanos);
          counted = true;
          CompletableFuture<Void> scaled = runtime.scaleFromZero().ensureReplica(modelKey);
          if (scaled.isDone() && !scaled.isCompletedExceptionally()) {
            acquire();
          } else {
            startWaiting(scaled, this::onScaled);
          }
        });
  }

  /**
   * Runs a step of the exchange; if it throws, the client gets a 500 (not a dropped connection,
   * which metrics would count as the client's 499) and the exchange lets go of what it holds.
   */
  private void guarded(Runnable step) {
    try {
      step.run();
    } catch (RuntimeException e) {
      LOG.error("request {} for model {} failed", requestId, modelKey, e);
      if (relay == null || relay.withdraw()) {
        fail(OpenAiError.internal(e));
      } else {
        broken(e); // part of the answer was sent
      }
    }
  }

  private void onScaled(CompletableFuture<Void> scaled) {
    if (failedWaiting(scaled)) {
      return;
    }
    acquire();
  }

  private void acquire() {
    CompletableFuture<Lease> leased =
        group.awaitEndpoint(pick, runtime.settings().endpointWaitTimeout());
    if (leased.isDone()) {
      onLeased(leased);
      return;
    }
    OpenAiError unservable = unservable();
    if (unservable != null) {
      // KubeAI lets such a request wait until the client gives up; nothing would ever serve it.
      leased.cancel(false);
      fail(unservable);
    } else {
      startWaiting(leased, this::onLeased);
    }
  }

  /** Why no replica of a model without endpoints will come, or null if one may or it has some. */
  private OpenAiError unservable() {
    // Every request asks, so the check must not copy the endpoint list.
    return group.hasNoEndpoints() ? runtime.scaleFromZero().refusal(modelKey).orElse(null) : null;
  }

  /** Waits off the event loop and continues on it; the future is cancelled if the client leaves. */
  private <T> void startWaiting(CompletableFuture<T> future, Consumer<CompletableFuture<T>> next) {
    if (waitStartNanos < 0) {
      waitStartNanos = System.nanoTime();
    }
    pending = future;
    future.whenComplete(
        (value, failure) -> exchange.eventLoop().execute(() -> guarded(() -> next.accept(future))));
  }

  private void onLeased(CompletableFuture<Lease> leased) {
    if (failedWaiting(leased)) {
      return;
    }
    Lease lease = leased.join();
    if (clientGone || finished) {
      lease.close(); // the client left while this lease was being granted
      return;
    }
    leases.add(lease);
    if (waitStartNanos >= 0) {
      meters.waitedForEndpoint("ready", System.nanoTime() - waitStartNanos);
      waitStartNanos = -1;
    }
    meters.routed(lease.route());
    send(lease);
  }

  /** Handles a failed or abandoned wait; returns whether the exchange is over. */
  private boolean failedWaiting(CompletableFuture<?> future) {
    pending = null;
    if (!future.isCompletedExceptionally()) {
      return false;
    }
    if (clientGone) {
      return true;
    }
    Throwable cause = unwrap(future);
    if (cause instanceof TimeoutException) {
      meters.waitedForEndpoint("timeout", System.nanoTime() - waitStartNanos);
      fail(OpenAiError.noReplicaReady(modelKey, runtime.settings().endpointWaitTimeout()));
    } else if (group != null && group.isClosed()) {
      fail(OpenAiError.modelNotFound(requestedModel)); // deleted while the request waited
    } else if (cause instanceof OpenAiError error) {
      fail(error);
    } else {
      fail(OpenAiError.internal(cause));
    }
    return true;
  }

  private void send(Lease lease) {
    attempts++;
    UpstreamAddress address = UpstreamAddress.of(lease.address());
    UpstreamRequest outgoing = upstreamRequest();
    outgoing.headers().set(HttpHeaderNames.HOST, address.authority());
    relay = null;
    draining = false;
    UpstreamCall call = client.send(address, outgoing, this);
    if (!call.isDone()) { // a connection that failed at once has already been retried
      upstream = call;
    }
  }

  /** Built once: attempts differ only in {@code Host}, set before each is sent. */
  private UpstreamRequest upstreamRequest() {
    if (upstreamRequest == null) {
      upstreamRequest =
          ForwardedHeaders.upstreamRequest(
              exchange, runtime.settings().stripAuthorization(), requestId, body);
    }
    return upstreamRequest;
  }

  @Override
  public void head(HttpResponse answer, boolean chunked) {
    if (RetryPolicy.retryableStatus(answer.status().code()) && canRetry()) {
      meters.retried("status");
      draining = true; // read the error body to its end, so the connection can be reused
      return;
    }
    releaseBody(); // this answer goes to the client: no attempt follows
    relay = new ResponseRelay(exchange, upstream, this);
    relay.head(answer, chunked);
  }

  @Override
  public void content(ByteBuf content) {
    if (relay != null) {
      relay.content(content);
    }
  }

  @Override
  public void readComplete() {
    if (relay != null) {
      relay.readComplete();
    }
  }

  @Override
  public void end() {
    upstream = null;
    if (draining) {
      retryIfAlive();
    } else {
      relay.end();
    }
  }

  @Override
  public void failed(Throwable cause) {
    upstream = null;
    if (clientGone || finished) {
      return;
    }
    if (relay != null) {
      if (relay.withdraw()) {
        fail(OpenAiError.badGateway(cause)); // nothing of the answer was sent yet
      } else {
        broken(cause);
      }
    } else if (draining) {
      retryIfAlive();
    } else if (canRetry()) {
      meters.retried("connection");
      retry();
    } else {
      fail(OpenAiError.badGateway(cause));
    }
  }

  private void retryIfAlive() {
    upstream = null;
    if (!clientGone && !finished) {
      retry();
    }
  }

  private boolean canRetry() {
    return attempts <= runtime.settings().maxRetries();
  }

  private void retry() {
    pick = pick.avoiding(leases.getLast().endpoint().name());
    guarded(this::acquire);
  }

  @Override
  public void firstByte() {
    firstByteNanos = System.nanoTime() - startNanos;
  }

  @Override
  public void completed(int status) {
    finish(status); // counts are released before the client can see the end
  }

  /** The model server broke the connection mid-answer: so must the client's. */
  private void broken(Throwable cause) {
    exchange.reset();
    finish(OpenAiError.badGateway(cause).status());
  }

  private void fail(OpenAiError error) {
    finish(error.status());
    ErrorResponses.send(exchange, error);
  }

  private void clientClosed() {
    if (finished) {
      return;
    }
    clientGone = true;
    if (relay != null) {
      relay.stop();
    }
    if (pending != null) {
      // Counted here: the cancelled wait ends in failedWaiting, which then records nothing.
      meters.waitedForEndpoint("client_gone", System.nanoTime() - waitStartNanos);
      pending.cancel(false);
    }
    if (upstream != null) {
      upstream.abort(); // the model server stops generating for nobody
    }
    finish(CLIENT_CLOSED);
  }

  private void finish(int status) {
    if (finished) {
      return;
    }
    finished = true;
    releaseBody();
    leases.forEach(Lease::close);
    long endNanos = System.nanoTime();
    long totalNanos = endNanos - startNanos;
    meters.requestFinished(kind, status, startNanos, endNanos, firstByteNanos, counted);
    runtime.forgetDeletedModel(group, modelKey);
    if (runtime.settings().accessLog()) {
      String endpoint = leases.isEmpty() ? null : leases.getLast().endpoint().name();
      AccessLog.proxied(
          exchange, requestId, modelKey, status, attempts, endpoint, firstByteNanos, totalNanos);
    }
  }

  /** An attempt still being written holds its own reference to the body. */
  private void releaseBody() {
    if (body != null) {
      body.release();
      body = null;
      upstreamRequest = null;
      runtime.bodyBudget().giveBack(budgetedBytes);
    }
  }

  private static Throwable unwrap(CompletableFuture<?> future) {
    try {
      future.join();
      return null;
    } catch (CancellationException e) {
      return e;
    } catch (CompletionException e) {
      return e.getCause();
    }
  }
}
