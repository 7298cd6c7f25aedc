package ai.silogen.kaiwo.sandbox.testing;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

/**
 * Plain HTTP access to a sandbox for tests that assert exact wire behaviour (status codes, Status
 * bodies, headers) rather than what a client library makes of it.
 */
public final class RawApi {

  /** A response: status code, body text and headers. */
  public record Reply(int code, String body, HttpResponse<String> raw) {
    public JsonNode json() {
      return Json.parse(body);
    }

    public List<String> headers(String name) {
      return raw.headers().allValues(name);
    }
  }

  private final String baseUrl;
  private final HttpClient http =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  public RawApi(String baseUrl) {
    this.baseUrl = baseUrl;
  }

  public Reply get(String path) {
    return send(HttpRequest.newBuilder(uri(path)).GET());
  }

  /** GET with an {@code Accept} header, e.g. the Table media type. */
  public Reply get(String path, String accept) {
    return send(HttpRequest.newBuilder(uri(path)).header("Accept", accept).GET());
  }

  public Reply post(String path, String json) {
    return send(body(path, "POST", "application/json", json));
  }

  public Reply put(String path, String json) {
    return send(body(path, "PUT", "application/json", json));
  }

  public Reply patch(String path, String contentType, String patch) {
    return send(body(path, "PATCH", contentType, patch));
  }

  public Reply delete(String path) {
    return send(HttpRequest.newBuilder(uri(path)).DELETE());
  }

  public Reply delete(String path, String deleteOptions) {
    return send(body(path, "DELETE", "application/json", deleteOptions));
  }

  private HttpRequest.Builder body(String path, String method, String contentType, String json) {
    return HttpRequest.newBuilder(uri(path))
        .header("Content-Type", contentType)
        .method(method, HttpRequest.BodyPublishers.ofString(json));
  }

  private URI uri(String path) {
    return URI.create(baseUrl + path);
  }

  private Reply send(HttpRequest.Builder request) {
    try {
      HttpResponse<String> response =
          http.send(
              request.timeout(Duration.ofSeconds(10)).build(),
              HttpResponse.BodyHandlers.ofString());
      return new Reply(response.statusCode(), response.body(), response);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
