package ai.silogen.kaiwo.operator.modelserving.adapters;

import ai.silogen.kaiwo.api.ApiSerialization;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;

/**
 * {@link AdapterClient} over HTTP: {@code POST /v1/load_lora_adapter} and {@code
 * /v1/unload_lora_adapter}. vLLM answers a repeated load with 400 "... has already been loaded",
 * and an unknown unload with 400 (older releases) or 404 (newer) "... cannot be found"; both mean
 * the desired state is reached.
 */
public final class VllmAdapterClient implements AdapterClient {

  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private final HttpClient http;

  public VllmAdapterClient() {
    this(HttpClient.newBuilder().connectTimeout(TIMEOUT).build());
  }

  public VllmAdapterClient(HttpClient http) {
    this.http = http;
  }

  @Override
  public void load(String baseUrl, String name, String loraPath) throws AdapterException {
    HttpResponse<String> response =
        post(baseUrl + "/v1/load_lora_adapter", Map.of("lora_name", name, "lora_path", loraPath));
    String body = response.body().toLowerCase(Locale.ROOT);
    boolean alreadyLoaded =
        response.statusCode() == 400 && body.contains("already") && body.contains("loaded");
    if (response.statusCode() / 100 != 2 && !alreadyLoaded) {
      throw failure("load", name, response);
    }
  }

  @Override
  public void unload(String baseUrl, String name) throws AdapterException {
    HttpResponse<String> response =
        post(baseUrl + "/v1/unload_lora_adapter", Map.of("lora_name", name));
    boolean unknown =
        response.statusCode() == 404
            || (response.statusCode() == 400
                && response.body().toLowerCase(Locale.ROOT).contains("cannot be found"));
    if (response.statusCode() / 100 != 2 && !unknown) {
      throw failure("unload", name, response);
    }
  }

  private HttpResponse<String> post(String url, Map<String, String> body) throws AdapterException {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(url))
            .timeout(TIMEOUT)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(ApiSerialization.toJson(body)))
            .build();
    try {
      return http.send(request, HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new AdapterException("POST " + url + " failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AdapterException("interrupted calling " + url, e);
    }
  }

  private static AdapterException failure(String verb, String name, HttpResponse<String> response) {
    return new AdapterException(
        verb
            + " of adapter "
            + name
            + " answered "
            + response.statusCode()
            + ": "
            + response.body());
  }
}
