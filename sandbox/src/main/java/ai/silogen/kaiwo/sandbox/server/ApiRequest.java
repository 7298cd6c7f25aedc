package ai.silogen.kaiwo.sandbox.server;

import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.Buffer;
import io.fabric8.mockwebserver.http.Headers;
import io.fabric8.mockwebserver.http.RecordedRequest;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One HTTP request to the API server with its path, query parameters and (when it addresses a
 * resource) the parsed {@link ResourcePath}.
 */
public final class ApiRequest {

  private static final Charset UTF8 = StandardCharsets.UTF_8;

  private final RecordedRequest raw;
  private final String path;
  private final Map<String, List<String>> query;
  private final String body;
  private final ResourcePath resource;

  private ApiRequest(RecordedRequest raw) {
    this.raw = raw;
    QueryStringDecoder decoder = new QueryStringDecoder(raw.getPath());
    this.path = decoder.path();
    this.query = decoder.parameters();
    this.body = raw.getBody() == null ? "" : new String(raw.getBody().getBytes(), UTF8);
    this.resource = ResourcePath.parse(path).orElse(null);
  }

  /** Wraps a request received by the HTTP transport. */
  public static ApiRequest of(RecordedRequest raw) {
    return new ApiRequest(raw);
  }

  /** Builds an in-process request, used by the sandbox's own controllers and installers. */
  public static ApiRequest internal(
      HttpMethod method, String pathAndQuery, String contentType, String body) {
    Headers.Builder headers = Headers.builder();
    if (contentType != null) {
      headers.add("Content-Type", contentType);
    }
    byte[] bytes = body == null ? null : body.getBytes(UTF8);
    return new ApiRequest(
        new RecordedRequest("HTTP/1.1", method, pathAndQuery, headers.build(), new Buffer(bytes)));
  }

  /** The same request with another path (query string included) and body. */
  public ApiRequest with(String pathAndQuery, String newBody) {
    return new ApiRequest(
        new RecordedRequest(
            raw.getHttpVersion(),
            raw.method(),
            pathAndQuery,
            raw.getHeaders(),
            new Buffer(newBody == null ? null : newBody.getBytes(UTF8))));
  }

  /** The same request with another method, path and body (headers kept). */
  public ApiRequest with(HttpMethod method, String pathAndQuery, String newBody) {
    return new ApiRequest(
        new RecordedRequest(
            raw.getHttpVersion(),
            method,
            pathAndQuery,
            raw.getHeaders(),
            new Buffer(newBody == null ? null : newBody.getBytes(UTF8))));
  }

  /** The same request with a JSON body (for bodies decoded from another encoding). */
  public ApiRequest withJsonBody(String json) {
    Headers headers = raw.getHeaders().newBuilder().set("Content-Type", "application/json").build();
    return new ApiRequest(
        new RecordedRequest(
            raw.getHttpVersion(),
            raw.method(),
            raw.getPath(),
            headers,
            new Buffer(json.getBytes(UTF8))));
  }

  /** The body as received. */
  public byte[] bodyBytes() {
    return raw.getBody() == null ? new byte[0] : raw.getBody().getBytes();
  }

  public RecordedRequest raw() {
    return raw;
  }

  public HttpMethod method() {
    return raw.method();
  }

  /** Decoded path without query string. */
  public String path() {
    return path;
  }

  /** Path and query as received. */
  public String pathAndQuery() {
    return raw.getPath();
  }

  public String body() {
    return body;
  }

  public Optional<ResourcePath> resource() {
    return Optional.ofNullable(resource);
  }

  /** First value of a query parameter, or {@code null}. */
  public String queryParam(String name) {
    List<String> values = query.get(name);
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** True when the query parameter equals {@code "true"} (or {@code "1"}). */
  public boolean isTrue(String name) {
    String value = queryParam(name);
    return "true".equalsIgnoreCase(value) || "1".equals(value);
  }

  public String header(String name) {
    return raw.getHeader(name);
  }

  public String contentType() {
    String value = raw.getHeader("Content-Type");
    return value == null ? "" : value;
  }

  /** True when the client asks for the server-side Table rendering. */
  public boolean wantsTable() {
    String accept = raw.getHeader("Accept");
    return accept != null && accept.contains("as=Table");
  }

  /** True for {@code watch=true} list requests. */
  public boolean isWatch() {
    return isTrue("watch");
  }

  @Override
  public String toString() {
    return raw.method() + " " + raw.getPath();
  }
}
