package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.auth.ApiKeyScope;
import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.openai.ClientView;
import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.openai.ParsedRequest;
import ai.silogen.kaiwo.gateway.openai.RequestKind;
import ai.silogen.kaiwo.gateway.openai.ResolvedRequest;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamClient;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.scaling.ScaleFromZero;
import io.micrometer.core.instrument.Gauge;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import java.util.Objects;

/**
 * Handles an inference request ({@code POST /v1/chat/completions} and the other OpenAI endpoints):
 * authenticates it, reads and parses the body, binds it to a Model, and hands it to a {@link
 * ProxyExchange}. Every refusal is an OpenAI-shaped error. Thread-safe; one per gateway.
 */
public final class InferenceHandler {
  static final String LABEL_SELECTOR_HEADER = "X-Label-Selector";

  private final ProxyRuntime runtime;
  private final OpenAiRequestParser parser;
  private final ModelResolver resolver;
  private final ApiKeyAuthenticator authenticator;

  public InferenceHandler(
      ProxySettings settings,
      OpenAiRequestParser parser,
      ModelResolver resolver,
      ApiKeyAuthenticator authenticator,
      LoadBalancer loadBalancer,
      ScaleFromZero scaleFromZero,
      GatewayMetrics metrics) {
    BodyBudget budget = new BodyBudget(settings.maxBufferedBodyBytes());
    Gauge.builder("kaiwo.gateway.request.bodies.held", budget, BodyBudget::held)
        .description("Request-body bytes held at once, against --max-buffered-body-bytes")
        .baseUnit("bytes")
        .register(metrics.registry());
    this.runtime = new ProxyRuntime(settings, budget, loadBalancer, scaleFromZero, metrics);
    this.parser = Objects.requireNonNull(parser, "parser");
    this.resolver = Objects.requireNonNull(resolver, "resolver");
    this.authenticator = Objects.requireNonNull(authenticator, "authenticator");
  }

  /**
   * Handles {@code exchange} for {@code kind}, forwarding through {@code client} (the upstream
   * client of the exchange's event loop); {@code requestId} is what {@link RequestId#assign} gave
   * it.
   */
  public void handle(
      HttpExchange exchange, String requestId, RequestKind kind, UpstreamClient client) {
    if (!HttpMethod.POST.equals(exchange.method())) {
      reject(
          exchange,
          requestId,
          OpenAiError.methodNotAllowed(exchange.method().name(), exchange.path(), "POST"));
      return;
    }
    String encoding = exchange.header(HttpHeaderNames.CONTENT_ENCODING);
    if (encoding != null && !encoding.isBlank() && !"identity".equalsIgnoreCase(encoding.strip())) {
      // Refused before the body is read, so the connection closes after the answer.
      OpenAiError refused = OpenAiError.encodedBody(encoding.strip());
      counted(exchange, requestId, refused);
      ErrorResponses.sendAndClose(exchange, refused);
      return;
    }
    ApiKeyScope scope;
    try {
      scope = authenticator.authenticate(exchange.header(HttpHeaderNames.AUTHORIZATION));
    } catch (OpenAiError e) {
      reject(exchange, requestId, e);
      return;
    }
    BodyCollector.collect(
        exchange,
        runtime.settings().maxBodyBytes(),
        runtime.bodyBudget(),
        body -> proxy(exchange, requestId, kind, client, scope, body),
        refused -> {
          counted(exchange, requestId, refused);
          // The rest of the body is not wanted: the connection closes after the answer.
          ErrorResponses.sendAndClose(exchange, refused);
        });
  }

  private void proxy(
      HttpExchange exchange,
      String requestId,
      RequestKind kind,
      UpstreamClient client,
      ApiKeyScope scope,
      ReceivedBody body) {
    ResolvedRequest resolved;
    ByteBuf forward = null;
    try {
      ParsedRequest parsed =
          parser.parse(
              kind.path(),
              exchange.header(HttpHeaderNames.CONTENT_TYPE),
              body.bytes(),
              body.length());
      ClientView view =
          ClientView.of(
              resolver.defaultNamespace(),
              exchange.header(ClientView.NAMESPACE_HEADER),
              scope::permits);
      resolved = resolver.resolve(parsed, exchange.headers().getAll(LABEL_SELECTOR_HEADER), view);
      forward = body.forward(resolved.forwardBody(), exchange.alloc());
    } catch (OpenAiError e) {
      reject(exchange, requestId, e);
      return;
    } finally {
      body.release(); // what is forwarded holds its own references
      if (forward == null) {
        runtime.bodyBudget().giveBack(body.length()); // refused, or a bug: nothing goes on
      }
    }
    // The exchange gives the body's bytes back to the budget when it lets go of them.
    new ProxyExchange(
            runtime,
            client,
            exchange,
            requestId,
            kind,
            resolved.ref().modelKey(),
            resolved.request().requestedModel(),
            resolved.pick(),
            forward,
            body.length())
        .start();
  }

  private void reject(HttpExchange exchange, String requestId, OpenAiError error) {
    counted(exchange, requestId, error);
    ErrorResponses.send(exchange, error);
  }

  /** Counts (and logs, with {@code --access-log}) a request refused before it was routed. */
  private void counted(HttpExchange exchange, String requestId, OpenAiError error) {
    runtime.metrics().rejected(error.status());
    if (runtime.settings().accessLog()) {
      AccessLog.refused(exchange, requestId, error.status(), error.getMessage());
    }
  }
}
