package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.metrics.ModelMeters;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.openai.RequestKind;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import ai.silogen.kaiwo.gateway.routing.Lease;
import ai.silogen.kaiwo.gateway.routing.PickRequest;
import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.RequestOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * One proxied request, from "bound to a model" to the last byte of the answer: scale from zero,
 * wait for an endpoint, send, retry on another pick, relay the response.
 *
 * <p>Everything runs on the event loop of the client's connection; completions from other threads
 * (endpoint changes, scale writes) hop back onto it. The leases of all attempts are held until the
 * exchange ends, so in-flight counts include retries and streamed bodies, and are released exactly
 * once however it ends: response complete, client gone, or error.
 */
final class ProxyExchange implements ResponseRelay.Events {
  /** nginx's status for "client closed request", used in metrics only. */
  private static final int CLIENT_CLOSED = 499;

  private static final String OPENAI_PREFIX = "/openai/";

  private final ProxyRuntime runtime;
  private final HttpClient client;
  private final Context context;
  private final HttpServerRequest request;
  private final HttpServerResponse response;
  private final RequestKind kind;
  private final String modelKey;
  private final Buffer body;
  private final String upstreamUri;
  private final ModelMeters meters;
  private final long startNanos = System.nanoTime();
  private final List<Lease> leases = new ArrayList<>(2);
  private PickRequest pick;
  private int attempts;
  private long waitStartNanos = -1;
  private long firstByteNanos = -1;
  private CompletableFuture<?> pending;
  private HttpClientRequest upstream;
  private ResponseRelay relay;
  private boolean clientGone;
  private boolean finished;

  ProxyExchange(
      ProxyRuntime runtime,
      HttpClient client,
      Context context,
      HttpServerRequest request,
      RequestKind kind,
      String modelKey,
      PickRequest pick,
      Buffer body) {
    this.runtime = runtime;
    this.client = client;
    this.context = context;
    this.request = request;
    this.response = request.response();
    this.kind = kind;
    this.modelKey = modelKey;
    this.pick = pick;
    this.body = body;
    this.upstreamUri = upstreamUri(request.uri());
    this.meters = runtime.metrics().model(modelKey);
  }

  void start() {
    meters.requestStarted();
    response.closeHandler(ignored -> clientClosed());
    CompletableFuture<Void> scaled = runtime.scaleFromZero().ensureReplica(modelKey);
    if (scaled.isDone() && !scaled.isCompletedExceptionally()) {
      acquire();
    } else {
      startWaiting(scaled, this::onScaled);
    }
  }

  private void onScaled(CompletableFuture<Void> scaled) {
    if (failedWaiting(scaled)) {
      return;
    }
    acquire();
  }

  private void acquire() {
    EndpointGroup group = runtime.loadBalancer().group(modelKey);
    CompletableFuture<Lease> leased =
        group.awaitEndpoint(pick, runtime.settings().endpointWaitTimeout());
    if (leased.isDone()) {
      onLeased(leased);
    } else {
      startWaiting(leased, this::onLeased);
    }
  }

  /** Waits off the event loop and continues on it; the future is cancelled if the client leaves. */
  private <T> void startWaiting(CompletableFuture<T> future, Consumer<CompletableFuture<T>> next) {
    if (waitStartNanos < 0) {
      waitStartNanos = System.nanoTime();
    }
    pending = future;
    future.whenComplete((value, failure) -> context.runOnContext(ignored -> next.accept(future)));
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
      fail(OpenAiError.gatewayTimeout(cause));
    } else if (cause instanceof OpenAiError error) {
      fail(error); // e.g. the model was deleted while the request waited
    } else {
      fail(OpenAiError.internal(cause));
    }
    return true;
  }

  private void send(Lease lease) {
    attempts++;
    UpstreamAddress address = UpstreamAddress.of(lease.address());
    RequestOptions options =
        new RequestOptions()
            .setMethod(request.method())
            .setHost(address.host())
            .setPort(address.port())
            .setURI(upstreamUri);
    client
        .request(options)
        .onComplete(
            created -> {
              if (created.failed()) {
                transportFailed(created.cause());
              } else {
                sendOn(created.result());
              }
            });
  }

  private void sendOn(HttpClientRequest outgoing) {
    if (clientGone) {
      outgoing.reset();
      return;
    }
    upstream = outgoing;
    ForwardedHeaders.copyRequest(
        request.headers(), outgoing.headers(), runtime.settings().stripAuthorization());
    outgoing
        .send(body)
        .onComplete(
            answered -> {
              if (answered.failed()) {
                transportFailed(answered.cause());
              } else {
                onResponse(answered.result());
              }
            });
  }

  private void transportFailed(Throwable cause) {
    upstream = null;
    if (clientGone || finished) {
      return;
    }
    if (canRetry()) {
      meters.retried("connection");
      retry();
    } else {
      fail(OpenAiError.badGateway(cause));
    }
  }

  private void onResponse(HttpClientResponse answer) {
    if (clientGone || finished) {
      return;
    }
    if (RetryPolicy.retryableStatus(answer.statusCode()) && canRetry()) {
      meters.retried("status");
      // Drain the error body so the connection can be reused, then pick again.
      answer.body().onComplete(ignored -> retryIfAlive());
      return;
    }
    relay(answer);
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
    acquire();
  }

  private void relay(HttpClientResponse answer) {
    relay = new ResponseRelay(context, response, answer, this);
    relay.start();
  }

  @Override
  public void firstByte() {
    firstByteNanos = System.nanoTime() - startNanos;
  }

  @Override
  public void completed(int status) {
    upstream = null;
    finish(status); // counts are released before the client can see the end
  }

  /** The model server broke the connection mid-answer: so must the client's. */
  @Override
  public void broken(Throwable cause) {
    upstream = null;
    if (!clientGone && !finished) {
      response.reset();
      finish(OpenAiError.badGateway(cause).status());
    }
  }

  private void fail(OpenAiError error) {
    finish(error.status());
    ErrorResponses.send(response, error);
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
      pending.cancel(false);
    }
    if (upstream != null) {
      upstream.reset(); // the model server stops generating for nobody
    }
    finish(CLIENT_CLOSED);
  }

  private void finish(int status) {
    if (finished) {
      return;
    }
    finished = true;
    leases.forEach(Lease::close);
    meters.requestFinished(kind, status, System.nanoTime() - startNanos, firstByteNanos);
  }

  /** Model servers serve {@code /v1/...}: the gateway's {@code /openai} prefix is dropped. */
  static String upstreamUri(String uri) {
    return uri.startsWith(OPENAI_PREFIX) ? uri.substring(OPENAI_PREFIX.length() - 1) : uri;
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
