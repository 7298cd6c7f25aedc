package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.auth.ApiKeyScope;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.openai.ParsedRequest;
import ai.silogen.kaiwo.gateway.openai.RequestKind;
import ai.silogen.kaiwo.gateway.openai.ResolvedRequest;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamClient;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.scaling.ScaleFromZero;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
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
    this.runtime = new ProxyRuntime(settings, loadBalancer, scaleFromZero, metrics);
    this.parser = Objects.requireNonNull(parser, "parser");
    this.resolver = Objects.requireNonNull(resolver, "resolver");
    this.authenticator = Objects.requireNonNull(authenticator, "authenticator");
  }

  /**
   * Handles {@code request} for {@code kind}, forwarding through {@code client} (the upstream
   * client of the calling event loop).
   */
  public void handle(HttpServerRequest request, RequestKind kind, UpstreamClient client) {
    if (request.method() != HttpMethod.POST) {
      reject(request, OpenAiError.methodNotAllowed(request.method().name(), request.path()));
      return;
    }
    ApiKeyScope scope;
    try {
      scope = authenticator.authenticate(request.getHeader("authorization"));
    } catch (OpenAiError e) {
      reject(request, e);
      return;
    }
    BodyCollector.collect(
        request,
        runtime.settings().maxBodyBytes(),
        body -> proxy(request, kind, client, scope, body),
        () -> {
          runtime.metrics().rejected(413);
          ErrorResponses.sendAndLinger(
              request, OpenAiError.payloadTooLarge(runtime.settings().maxBodyBytes()));
        });
  }

  private void proxy(
      HttpServerRequest request,
      RequestKind kind,
      UpstreamClient client,
      ApiKeyScope scope,
      Buffer body) {
    ResolvedRequest resolved;
    byte[] received = BodyCollector.bytes(body);
    try {
      ParsedRequest parsed = parser.parse(kind.path(), request.getHeader("content-type"), received);
      resolved = resolver.resolve(parsed, request.headers().getAll(LABEL_SELECTOR_HEADER));
      if (!scope.permits(resolved.ref().namespace())) {
        // Models the key may not use look like models that do not exist.
        throw OpenAiError.modelNotFound(parsed.requestedModel());
      }
    } catch (OpenAiError e) {
      reject(request, e);
      return;
    }
    new ProxyExchange(
            runtime,
            client,
            Vertx.currentContext(),
            request,
            kind,
            resolved.ref().modelKey(),
            resolved.pick(),
            resolved.forwardBody())
        .start();
  }

  private void reject(HttpServerRequest request, OpenAiError error) {
    runtime.metrics().rejected(error.status());
    ErrorResponses.send(request.response(), error);
  }
}
