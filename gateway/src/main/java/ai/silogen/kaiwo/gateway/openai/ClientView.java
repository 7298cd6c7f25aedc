package ai.silogen.kaiwo.gateway.openai;

import java.util.Objects;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * How one request sees the Models: the namespace its bare model names mean, and the namespaces it
 * may use. The HTTPRoute that an AIMNamespaceConfig creates for its namespace (the operator's
 * {@code GatewayRoute}) sets {@value #NAMESPACE_HEADER} to that namespace (overwriting what the
 * client sent), so through that route a client addresses the namespace's Models by their bare names
 * and sees no other namespace's; an API key's scope narrows the view further.
 *
 * @param home the namespace of bare model names (and of bare ids in {@code /v1/models})
 * @param permits whether a Model of a namespace may be used; others are the same 404 as a missing
 *     Model
 */
public record ClientView(String home, Predicate<String> permits) {
  /** Header naming the namespace a request was routed for; see {@link ClientView}. */
  public static final String NAMESPACE_HEADER = "X-Kaiwo-Namespace";

  private static final Pattern NAMESPACE = Pattern.compile("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?");

  public ClientView {
    Objects.requireNonNull(home, "home");
    Objects.requireNonNull(permits, "permits");
  }

  /**
   * The view of a request.
   *
   * @param gatewayNamespace the gateway's namespace, home of bare names without the header
   * @param namespaceHeader the {@value #NAMESPACE_HEADER} value, or {@code null}
   * @param keyPermits the namespaces the request's API key may use
   * @throws OpenAiError 400 when the header is not a namespace name
   */
  public static ClientView of(
      String gatewayNamespace, String namespaceHeader, Predicate<String> keyPermits) {
    if (namespaceHeader == null) {
      return new ClientView(gatewayNamespace, keyPermits);
    }
    String routed = namespaceHeader.strip();
    if (!NAMESPACE.matcher(routed).matches()) {
      throw OpenAiError.badRequest(
          "invalid " + NAMESPACE_HEADER + " header: not a namespace name: " + namespaceHeader);
    }
    return new ClientView(routed, keyPermits.and(routed::equals));
  }
}
