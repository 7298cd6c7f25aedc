package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.http.HttpExchange;
import ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamRequest;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Copies headers across the proxy without the hop-by-hop ones (RFC 9110 §7.6.1), which describe one
 * connection and must not be forwarded, nor those the proxy sets itself ({@code Host} and {@code
 * Content-Length} of the forwarded request, {@code Expect}, which the gateway answered already).
 */
final class ForwardedHeaders {
  private static final String AUTHORIZATION = "authorization";
  private static final String OPENAI_PREFIX = "/openai/";

  private ForwardedHeaders() {}

  /**
   * The request a model server gets for {@code exchange}, carrying {@code body} and the request id;
   * every attempt sets its own {@code Host}.
   */
  static UpstreamRequest upstreamRequest(
      HttpExchange exchange, boolean dropAuthorization, String requestId, ByteBuf body) {
    HttpHeaders headers = new DefaultHttpHeaders(false);
    copyRequest(exchange.headers(), headers, dropAuthorization);
    headers.set(HttpHeaderNames.CONTENT_LENGTH, body.readableBytes());
    headers.set(RequestId.HEADER, requestId);
    return new UpstreamRequest(exchange.method(), upstreamUri(exchange.uri()), headers, body);
  }

  /** Model servers serve {@code /v1/...}: the gateway's {@code /openai} prefix is dropped. */
  static String upstreamUri(String uri) {
    return uri.startsWith(OPENAI_PREFIX) ? uri.substring(OPENAI_PREFIX.length() - 1) : uri;
  }

  /** Request headers for the model server. */
  static void copyRequest(HttpHeaders from, HttpHeaders to, boolean dropAuthorization) {
    copy(
        from,
        from.get("connection"),
        name -> !isSetByProxy(name) && !(dropAuthorization && name.equalsIgnoreCase(AUTHORIZATION)),
        to::add);
  }

  /** Response headers for the client; {@code Content-Length} is kept, the body is not changed. */
  static void copyResponse(HttpHeaders from, HttpHeaders to) {
    copy(from, from.get("connection"), name -> true, to::add);
  }

  private static void copy(
      Iterable<Map.Entry<String, String>> from,
      String connection,
      Predicate<String> wanted,
      BiConsumer<String, String> to) {
    Set<String> listed = connectionTokens(connection);
    for (Map.Entry<String, String> header : from) {
      String name = header.getKey();
      if (!isHopByHop(name)
          && wanted.test(name)
          && (listed.isEmpty() || !listed.contains(name.toLowerCase(Locale.ROOT)))) {
        to.accept(name, header.getValue());
      }
    }
  }

  /** Header names the Connection header declares hop-by-hop, besides the standard ones. */
  private static Set<String> connectionTokens(String connection) {
    if (connection == null || connection.isEmpty()) {
      return Set.of();
    }
    return Arrays.stream(connection.split(","))
        .map(token -> token.strip().toLowerCase(Locale.ROOT))
        .filter(token -> !token.isEmpty() && !token.equals("close") && !token.equals("keep-alive"))
        .collect(Collectors.toUnmodifiableSet());
  }

  /** Switch on the length first: most names are rejected without a string comparison. */
  static boolean isHopByHop(String name) {
    return switch (name.length()) {
      case 2 -> name.equalsIgnoreCase("te");
      case 7 -> name.equalsIgnoreCase("trailer") || name.equalsIgnoreCase("upgrade");
      case 10 -> name.equalsIgnoreCase("connection") || name.equalsIgnoreCase("keep-alive");
      case 16 -> name.equalsIgnoreCase("proxy-connection");
      case 17 -> name.equalsIgnoreCase("transfer-encoding");
      case 18 -> name.equalsIgnoreCase("proxy-authenticate");
      case 19 -> name.equalsIgnoreCase("proxy-authorization");
      default -> false;
    };
  }

  private static boolean isSetByProxy(String name) {
    return switch (name.length()) {
      case 4 -> name.equalsIgnoreCase("host");
      case 6 -> name.equalsIgnoreCase("expect");
      case 14 -> name.equalsIgnoreCase("content-length");
      default -> false;
    };
  }
}
