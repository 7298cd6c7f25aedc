package ai.silogen.kaiwo.gateway.openai;

import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.PickRequest;
import java.util.Collection;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Binds a parsed request to a Model, like KubeAI's {@code LookupModel}: the Model must exist, match
 * every {@code X-Label-Selector} header and, if an adapter was requested, declare it. A Model that
 * does not exist and one the selectors exclude get the same 404, so selectors reveal nothing; for a
 * Model the request may use, the 404 also names the adapter it lacks (as {@code /v1/models} lists
 * its adapters anyway).
 */
public final class ModelResolver {
  private final String defaultNamespace;
  private final ModelDirectory directory;

  /** The gateway's namespace: home of bare model names unless a request was routed for another. */
  public String defaultNamespace() {
    return defaultNamespace;
  }

  public ModelResolver(String defaultNamespace, ModelDirectory directory) {
    this.defaultNamespace = Objects.requireNonNull(defaultNamespace, "defaultNamespace");
    this.directory = Objects.requireNonNull(directory, "directory");
  }

  /**
   * Resolves {@code request} for a client that addresses bare names in the gateway's namespace.
   *
   * @param selectorHeaders every {@code X-Label-Selector} header value, in any order
   * @param namespaceAllowed whether the client may use Models of a namespace (its API key's scope);
   *     a Model it may not use is looked at no further and is the same 404 as a missing one
   * @throws OpenAiError 400 for an invalid selector, 404 when no visible Model or adapter matches
   */
  public ResolvedRequest resolve(
      ParsedRequest request,
      Collection<String> selectorHeaders,
      Predicate<String> namespaceAllowed) {
    return resolve(request, selectorHeaders, new ClientView(defaultNamespace, namespaceAllowed));
  }

  /**
   * Resolves {@code request} as {@code view} sees the Models.
   *
   * @param selectorHeaders every {@code X-Label-Selector} header value, in any order
   * @throws OpenAiError 400 for an invalid selector, 404 when no visible Model or adapter matches
   */
  public ResolvedRequest resolve(
      ParsedRequest request, Collection<String> selectorHeaders, ClientView view) {
    ModelRef ref = request.modelRef(view.home());
    if (!view.permits().test(ref.namespace())) {
      throw OpenAiError.modelNotFound(request.requestedModel());
    }
    LabelSelector selector = selectors(selectorHeaders);
    ServedModel model =
        directory
            .find(ref.namespace(), ref.name())
            .filter(found -> selector.matches(found.labels()))
            .orElseThrow(() -> OpenAiError.modelNotFound(request.requestedModel()));
    if (!ref.adapter().isEmpty() && !model.adapters().contains(ref.adapter())) {
      throw OpenAiError.adapterNotFound(request.requestedModel(), ref.adapter());
    }
    LoadBalancingConfig balancing = model.loadBalancing();
    String prefix = balancing.needsPrefix() ? request.prefix(balancing.prefixCharLength()) : "";
    return new ResolvedRequest(
        request, ref, model, new PickRequest(ref.adapter(), prefix, balancing));
  }

  /**
   * Parses and ANDs selector headers.
   *
   * @throws OpenAiError 400 naming the header when one is invalid
   */
  public static LabelSelector selectors(Collection<String> selectorHeaders) {
    try {
      return LabelSelector.parseAll(selectorHeaders);
    } catch (IllegalArgumentException e) {
      throw OpenAiError.badRequest("invalid X-Label-Selector header: " + e.getMessage());
    }
  }
}
