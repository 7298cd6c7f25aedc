package ai.silogen.kaiwo.enginesim.http;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.openai.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** A JDK HTTP client for simulator tests, speaking HTTP/1.1 like vLLM's clients. */
final class SimHttp {

  private static final HttpClient CLIENT =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  private final String baseUrl;

  SimHttp(EngineSimulator simulator) {
    this.baseUrl = simulator.baseUrl();
  }

  HttpResponse<String> get(String path) {
    return send(HttpRequest.newBuilder(uri(path)).GET().build());
  }

  HttpResponse<String> post(String path, String json) {
    return send(postRequest(path, json));
  }

  HttpResponse<String> post(String path, String json, String header, String value) {
    return send(
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", "application/json")
            .header(header, value)
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build());
  }

  CompletableFuture<HttpResponse<String>> postAsync(String path, String json) {
    return CLIENT.sendAsync(postRequest(path, json), HttpResponse.BodyHandlers.ofString());
  }

  /** Posts a multipart form whose parts are (name, filename or null, content). */
  HttpResponse<String> postMultipart(String path, List<Part> parts) {
    String boundary = "----sim-boundary-7d3f";
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (Part part : parts) {
      String disposition =
          "form-data; name=\""
              + part.name()
              + "\""
              + (part.filename() == null ? "" : "; filename=\"" + part.filename() + "\"");
      String header =
          "--"
              + boundary
              + "\r\nContent-Disposition: "
              + disposition
              + "\r\n"
              + (part.filename() == null ? "" : "Content-Type: application/octet-stream\r\n")
              + "\r\n";
      body.writeBytes(header.getBytes(StandardCharsets.UTF_8));
      body.writeBytes(part.content());
      body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    }
    body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    return send(
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
            .build());
  }

  /** A multipart part. */
  record Part(String name, String filename, byte[] content) {
    static Part field(String name, String value) {
      return new Part(name, null, value.getBytes(StandardCharsets.UTF_8));
    }
  }

  static JsonNode json(HttpResponse<String> response) {
    try {
      return Json.MAPPER.readTree(response.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The JSON payloads of an SSE body's {@code data:} frames, except {@code [DONE]}. */
  static List<JsonNode> frames(HttpResponse<String> response) {
    return response
        .body()
        .lines()
        .filter(line -> line.startsWith("data: ") && !line.equals("data: [DONE]"))
        .map(
            line -> {
              try {
                return Json.MAPPER.readTree(line.substring(6));
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            })
        .toList();
  }

  private HttpRequest postRequest(String path, String json) {
    return HttpRequest.newBuilder(uri(path))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(json))
        .build();
  }

  private URI uri(String path) {
    return URI.create(baseUrl + path);
  }

  private static HttpResponse<String> send(HttpRequest request) {
    try {
      return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
