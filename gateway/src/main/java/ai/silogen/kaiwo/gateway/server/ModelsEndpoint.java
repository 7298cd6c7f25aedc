package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.auth.ApiKeyScope;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.openai.ClientView;
import ai.silogen.kaiwo.gateway.openai.LabelSelector;
import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.proxy.ErrorResponses;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import java.util.List;
import java.util.Objects;

/**
 * {@code GET /v1/models} (and {@code HEAD}, its head only): the models a client may call, from the
 * gateway's Model catalog.
 */
public final class ModelsEndpoint {
  private final ModelCatalog catalog;
  private final String defaultNamespace;
  private final ApiKeyAuthenticator authenticator;

  public ModelsEndpoint(
      ModelCatalog catalog, String defaultNamespace, ApiKeyAuthenticator authenticator) {
    this.catalog = Objects.requireNonNull(catalog, "catalog");
    this.defaultNamespace = Objects.requireNonNull(defaultNamespace, "defaultNamespace");
    this.authenticator = Objects.requireNonNull(authenticator, "authenticator");
  }

  void handle(HttpExchange exchange) {
    HttpMethod method = exchange.method();
    if (!HttpMethod.GET.equals(method) && !HttpMethod.HEAD.equals(method)) {
      ErrorResponses.send(
          exchange, OpenAiError.methodNotAllowed(method.name(), exchange.path(), "GET, HEAD"));
      return;
    }
    try {
      ApiKeyScope scope =
          authenticator.authenticate(exchange.header(HttpHeaderNames.AUTHORIZATION));
      ClientView view =
          ClientView.of(
              defaultNamespace, exchange.header(ClientView.NAMESPACE_HEADER), scope::permits);
      LabelSelector selector =
          ModelResolver.selectors(exchange.headers().getAll("X-Label-Selector"));
      List<String> features = exchange.queryParameters("feature");
      byte[] json =
          ModelListing.toJson(
              ModelListing.entries(catalog.all(), view, features, selector), view.home());
      exchange.respond(
          HttpResponseStatus.OK, HttpHeaderValues.APPLICATION_JSON, Unpooled.wrappedBuffer(json));
    } catch (OpenAiError e) {
      ErrorResponses.send(exchange, e);
    }
  }
}
