package ai.silogen.kaiwo.cli.chat;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.cli.support.NetworkFailure;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.gateway.openai.ClientView;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Streams chat completions from an OpenAI-compatible endpoint (server-sent events), handing each
 * piece of text to a consumer as it arrives.
 */
final class ChatClient {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** One message of the conversation. */
  record Message(String role, String content) {}

  private final URI completions;
  private final URI models;
  private final Optional<String> apiKey;
  private final Duration timeout;
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  /**
   * @param gateway the gateway's root URL ({@code http://host:port}) or an OpenAI base URL ending
   *     in {@code /v1}
   * @param apiKey sent as {@code Authorization: Bearer}, for a gateway that requires keys
   * @param timeout how long to wait for an answer to start (a model scaled to zero is started by
   *     the first request and answers once it has loaded), and the longest pause within an answer
   */
  ChatClient(URI gateway, Optional<String> apiKey, Duration timeout) {
    String base = gateway.toString().replaceAll("/+$", "");
    String v1 = base + (base.endsWith("/v1") ? "" : "/v1");
    this.completions = URI.create(v1 + "/chat/completions");
    this.models =
        URI.create(
            v1
                + "/models?"
                + String.join(
                    "&", ModelFeatures.ALL.stream().map(feature -> "feature=" + feature).toList()));
    this.apiKey = apiKey;
    this.timeout = timeout;
  }

  /** Sends the conversation; returns the whole answer after streaming it to {@code text}. */
  String complete(String model, List<Message> messages, Consumer<String> text)
      throws InterruptedException {
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(completions)
            .timeout(timeout)
            .header("Content-Type", "application/json")
            .header("Accept", "text/event-stream")
            .POST(HttpRequest.BodyPublishers.ofString(body(model, messages)));
    apiKey.ifPresent(key -> builder.header("Authorization", "Bearer " + key));
    HttpRequest request = builder.build();
    HttpResponse<InputStream> response;
    try {
      response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
    } catch (HttpTimeoutException e) {
      throw e instanceof HttpConnectTimeoutException ? unreachable(e) : notStarted(model);
    } catch (IOException e) {
      throw unreachable(e);
    }
    try (InputStream stream = response.body();
        StallWatch watch = new StallWatch(stream, timeout)) {
      if (response.statusCode() != 200) {
        String body = new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        if (response.statusCode() == 404) {
          chatRefusal(model)
              .ifPresent(
                  refusal -> {
                    throw new UserError(
                        refusal, "chat needs a model whose spec.features include TextGeneration");
                  });
        }
        throw failure(
            response.statusCode(), body, response.headers().firstValue("x-request-id"), model);
      }
      try {
        return readEvents(stream, text, watch);
      } catch (IOException e) {
        if (watch.stalled()) {
          throw stalled(model);
        }
        throw e;
      }
    } catch (IOException e) {
      throw new UserError("the answer was cut off: " + e.getMessage(), null);
    }
  }

  private UserError unreachable(IOException e) {
    return new UserError(
        NetworkFailure.describe(e, "the gateway at " + completions),
        "is the gateway running? pass its URL with --gateway");
  }

  /** The gateway took the request, but the model did not start answering within the timeout. */
  private UserError notStarted(String model) {
    String describe = command("describe", model);
    return new UserError(
        "no answer from " + model + " within " + timeoutText() + " (--timeout)",
        "a model may still be loading or waiting for a node: '"
            + describe
            + "' says which; wait longer with --timeout");
  }

  /** The answer started, then nothing more came within the timeout. */
  private UserError stalled(String model) {
    return new UserError(
        "the answer from "
            + model
            + " stopped: nothing arrived for "
            + timeoutText()
            + " (--timeout)",
        "the model server may be overloaded or stuck: '"
            + command("logs", model)
            + "' shows its log");
  }

  /** {@code kaiwo <verb>} of a model given as {@code name} or {@code namespace/name}. */
  private static String command(String verb, String model) {
    int slash = model.indexOf('/');
    return slash > 0
        ? "kaiwo "
            + verb
            + " model/"
            + model.substring(slash + 1)
            + " -n "
            + model.substring(0, slash)
        : "kaiwo " + verb + " model/" + model;
  }

  private String timeoutText() {
    return timeout.toSeconds() == 0 ? timeout.toMillis() + "ms" : GoDuration.format(timeout);
  }

  /**
   * Why {@code model} cannot chat, asked of the gateway's model list after a 404. A model given as
   * {@code namespace/name} is looked up in its namespace's view ({@code X-Kaiwo-Namespace}), where
   * it is listed by its bare name whatever the gateway's own namespace.
   */
  private Optional<String> chatRefusal(String model) throws InterruptedException {
    int slash = model.indexOf('/');
    HttpRequest.Builder builder = HttpRequest.newBuilder(models).timeout(Duration.ofSeconds(10));
    if (slash > 0) {
      builder.header(ClientView.NAMESPACE_HEADER, model.substring(0, slash));
    }
    apiKey.ifPresent(key -> builder.header("Authorization", "Bearer " + key));
    try {
      HttpResponse<String> listing =
          http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
      if (listing.statusCode() != 200) {
        return Optional.empty();
      }
      return ModelFeatures.listed(JSON.readTree(listing.body()), model.substring(slash + 1))
          .flatMap(features -> ModelFeatures.chatRefusal(model, features));
    } catch (IOException e) {
      return Optional.empty(); // the 404 is reported as it came
    }
  }

  private static String readEvents(InputStream stream, Consumer<String> text, StallWatch watch)
      throws IOException {
    StringBuilder answer = new StringBuilder();
    BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
    String line;
    while ((line = reader.readLine()) != null) {
      watch.progress(); // SSE comments (keep-alives) count: the server is still there
      if (!line.startsWith("data:")) {
        continue;
      }
      String data = line.substring(5).strip();
      if (data.equals("[DONE]")) {
        break;
      }
      JsonNode chunk = JSON.readTree(data);
      if (chunk.has("error")) {
        throw new UserError(
            "the model failed: " + chunk.path("error").path("message").asText(), null);
      }
      String piece = chunk.path("choices").path(0).path("delta").path("content").asText("");
      if (!piece.isEmpty()) {
        answer.append(piece);
        text.accept(piece);
      }
    }
    return answer.toString();
  }

  private static String body(String model, List<Message> messages) {
    ObjectNode body = JSON.createObjectNode().put("model", model).put("stream", true);
    ArrayNode array = body.putArray("messages");
    messages.forEach(m -> array.addObject().put("role", m.role()).put("content", m.content()));
    return body.toString();
  }

  /**
   * The gateway's error as a CLI error; with the request's id, which finds it in the gateway's
   * access log and the model server's log.
   */
  private static UserError failure(
      int status, String body, Optional<String> requestId, String model) {
    String message = body.strip();
    try {
      JsonNode error = JSON.readTree(body).path("error");
      if (error.path("message").isTextual()) {
        message = error.path("message").asText();
      }
    } catch (IOException e) {
      // not JSON: keep the raw body
    }
    String hint =
        switch (status) {
          case 404 -> "is model " + model + " served? 'kaiwo list models' shows the models";
          case 401 -> "the gateway requires an API key: set KAIWO_API_KEY or pass --api-key";
          default -> null;
        };
    return new UserError(
        "the gateway answered HTTP "
            + status
            + requestId.map(id -> " (request " + id + ")").orElse("")
            + ": "
            + message,
        hint);
  }
}
