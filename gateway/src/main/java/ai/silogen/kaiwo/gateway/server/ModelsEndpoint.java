package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.auth.ApiKeyScope;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.openai.LabelSelector;
import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.proxy.ErrorResponses;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import java.util.List;
import java.util.Objects;

/** {@code GET /v1/models}: the models a client may call, from the gateway's Model catalog. */
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

  void handle(HttpServerRequest request) {
    try {
      ApiKeyScope scope = authenticator.authenticate(request.getHeader("authorization"));
      LabelSelector selector =
          ModelResolver.selectors(request.headers().getAll("X-Label-Selector"));
      List<String> features = request.params().getAll("feature");
      byte[] json =
          ModelListing.toJson(
              ModelListing.entries(catalog.all(), defaultNamespace, features, selector, scope),
              defaultNamespace);
      request.response().putHeader("content-type", "application/json").end(Buffer.buffer(json));
    } catch (OpenAiError e) {
      ErrorResponses.send(request.response(), e);
    }
  }
}
