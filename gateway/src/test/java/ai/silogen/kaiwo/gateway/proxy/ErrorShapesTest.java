package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.http.RawHttp;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Vertx;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every refusal is OpenAI-shaped JSON with the right status and no internals. */
class ErrorShapesTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static Vertx vertx;
  private static TestGateway gateway;
  private static FakeBackend backend;

  @BeforeAll
  static void start() throws Exception {
    vertx = Vertx.vertx();
    gateway = TestGateway.start();
    backend = FakeBackend.answering(vertx, 200, "{}");
    gateway.serve(
        TestModels.model("default", "m", Set.of("a1"), Map.of(), List.of(), 1), backend.address());
  }

  @AfterAll
  static void stop() throws Exception {
    gateway.close();
    backend.close();
    vertx.close();
  }

  @Test
  void unknownModelIs404() throws Exception {
    assertError(
        gateway.post("/v1/chat/completions", TestGateway.chat("nope", false, 1)),
        404,
        "model not found: \"nope\"",
        "model_not_found");
  }

  @Test
  void unknownAdapterIs404() throws Exception {
    assertError(
        gateway.post("/v1/completions", "{\"model\":\"m_b2\",\"prompt\":\"x\"}"),
        404,
        "model not found: \"m_b2\" (the model has no adapter \"b2\")",
        "model_not_found");
  }

  @Test
  void modelInAnotherNamespaceIsNotFoundWithoutItsPrefix() throws Exception {
    assertError(
        gateway.post("/v1/completions", "{\"model\":\"other/m\",\"prompt\":\"x\"}"),
        404,
        "model not found: \"other/m\"",
        "model_not_found");
  }

  @Test
  void malformedJsonIs400() throws Exception {
    HttpResponse<String> response = gateway.post("/v1/chat/completions", "{\"model\": \"m\",");
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(error(response).path("message").asText()).startsWith("invalid JSON body");
  }

  @Test
  void missingModelIs400() throws Exception {
    assertError(
        gateway.post("/v1/embeddings", "{\"input\":\"x\"}"), 400, "missing 'model' field", null);
  }

  @Test
  void announcedBodyOverTheLimitIs413() throws Exception {
    String big = "{\"model\":\"m\",\"prompt\":\"" + "x".repeat(70 * 1024) + "\"}";
    assertError(
        gateway.post("/v1/completions", big),
        413,
        "request body exceeds the limit of 65536 bytes",
        "request_too_large");
    assertThat(backend.received()).noneMatch(r -> r.body().length() > 65536);
  }

  @Test
  void chunkedBodyOverTheLimitIs413() throws Exception {
    byte[] big = ("{\"model\":\"m\",\"prompt\":\"" + "x".repeat(70 * 1024) + "\"}").getBytes();
    HttpResponse<String> response =
        gateway
            .http()
            .send(
                HttpRequest.newBuilder(gateway.uri("/v1/completions"))
                    .POST(
                        HttpRequest.BodyPublishers.ofInputStream(
                            () -> new ByteArrayInputStream(big)))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertError(
        response, 413, "request body exceeds the limit of 65536 bytes", "request_too_large");
  }

  @Test
  void aCompressedBodyIs415NamingTheEncodingAndNeverReachesTheModel() throws Exception {
    int before = backend.received().size();
    assertError(
        gateway.post(
            "/v1/chat/completions", TestGateway.chat("m", false, 1), "Content-Encoding", "gzip"),
        415,
        "request bodies with Content-Encoding \"gzip\" are not supported; send the body"
            + " uncompressed",
        "unsupported_content_encoding");
    assertThat(backend.received()).hasSize(before);

    HttpResponse<String> identity =
        gateway.post(
            "/v1/chat/completions",
            TestGateway.chat("m", false, 1),
            "Content-Encoding",
            "identity");
    assertThat(identity.statusCode()).isEqualTo(200);
  }

  @Test
  void oversizedHeadersAre431() throws Exception {
    HttpResponse<String> response =
        gateway.post(
            "/v1/chat/completions", TestGateway.chat("m", false, 1), "X-Big", "y".repeat(9000));
    assertError(response, 431, "request headers too large", "too_large");
    assertThat(response.headers().firstValue("x-request-id").orElseThrow()).matches("[0-9a-f]{32}");
  }

  @Test
  void aMalformedRequestIs400WithARequestId() throws Exception {
    String answer =
        RawHttp.exchange(gateway.port(), "POST /v1/completions HTTP/1.1\r\nBad Header\r\n\r\n");

    assertThat(answer)
        .startsWith("HTTP/1.1 400")
        .containsPattern("x-request-id: [0-9a-f]{32}\r\n")
        .contains("\"message\":\"malformed HTTP request\"");
  }

  /**
   * A proxy in front that framed by Content-Length would see the bytes after the chunked body as
   * part of this request, and the gateway would serve them as the next one: it serves neither.
   */
  @Test
  void contentLengthWithTransferEncodingIs400AndNothingAfterItIsServed() throws Exception {
    String smuggled = "GET /v1/models HTTP/1.1\r\nHost: t\r\n\r\n";
    String body = "0\r\n\r\n" + smuggled;
    String answer =
        RawHttp.exchange(
            gateway.port(),
            "POST /v1/chat/completions HTTP/1.1\r\nHost: t\r\nX-Request-Id: smuggler\r\n"
                + "Content-Length: "
                + body.length()
                + "\r\nTransfer-Encoding: chunked\r\n\r\n"
                + body);

    assertThat(answer.split("HTTP/1.1 ", -1)).as("exactly one response").hasSize(2);
    assertThat(answer)
        .startsWith("HTTP/1.1 400")
        .contains("connection: close", "x-request-id: smuggler")
        .endsWith(
            "{\"error\":{\"message\":\"a request must not have both Content-Length and"
                + " Transfer-Encoding\",\"type\":\"invalid_request_error\",\"param\":null,"
                + "\"code\":\"invalid_framing\"}}");
  }

  @Test
  void aTransferCodingOtherThanChunkedIs501AndClosesTheConnection() throws Exception {
    String answer =
        RawHttp.exchange(
            gateway.port(),
            "POST /v1/chat/completions HTTP/1.1\r\nHost: t\r\n"
                + "Transfer-Encoding: gzip, chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
                + "GET /v1/models HTTP/1.1\r\nHost: t\r\n\r\n");

    assertThat(answer.split("HTTP/1.1 ", -1)).as("exactly one response").hasSize(2);
    assertThat(answer)
        .startsWith("HTTP/1.1 501")
        .contains(
            "connection: close",
            "unsupported Transfer-Encoding \\\"gzip, chunked\\\"; only chunked is supported")
        .contains("\"code\":\"unsupported_transfer_coding\"");
  }

  @Test
  void unknownPathIs404() throws Exception {
    assertError(
        gateway.post("/v1/load_lora_adapter", "{}"),
        404,
        "no endpoint at \"/v1/load_lora_adapter\"",
        "not_found");
  }

  @Test
  void getOnAnInferenceEndpointIs405() throws Exception {
    assertError(
        gateway.get("/openai/v1/chat/completions"),
        405,
        "method GET is not allowed on \"/openai/v1/chat/completions\"",
        "method_not_allowed");
    assertThat(gateway.get("/v1/embeddings").headers().firstValue("allow")).hasValue("POST");
  }

  @Test
  void jsonToTheMultipartEndpointIs400() throws Exception {
    assertError(
        gateway.post("/v1/audio/transcriptions", "{\"model\":\"m\"}"),
        400,
        "/v1/audio/transcriptions expects multipart/form-data content",
        null);
  }

  @Test
  void aRoutingFailureIs500AndCountedAs500() throws Exception {
    // 2 endpoints x 2^31-1 ring points overflow the ring: the pick throws on the event loop.
    gateway.serve(
        TestModels.withBalancing(
            TestModels.model("default", "broken"),
            LoadBalancingConfig.of(LoadBalancingStrategy.PREFIX_HASH)
                .withReplication(Integer.MAX_VALUE)),
        backend.address(),
        backend.address());

    HttpResponse<String> response =
        gateway.post("/v1/chat/completions", TestGateway.chat("broken", false, 1));

    assertThat(response.statusCode()).isEqualTo(500);
    JsonNode error = error(response);
    assertThat(error.path("message").asText()).isEqualTo("internal server error");
    assertThat(error.path("code").asText()).isEqualTo("internal_error");
    assertThat(gateway.metrics.scrape())
        .contains(
            "kaiwo_gateway_request_duration_seconds_count{endpoint=\"chat_completions\","
                + "model=\"default/broken\",status=\"500\"} 1")
        .doesNotContain("status=\"499\"");
    assertThat(gateway.metrics.model("default/broken").active()).isZero();
  }

  private static void assertError(
      HttpResponse<String> response, int status, String message, String code) throws Exception {
    assertThat(response.statusCode()).isEqualTo(status);
    assertThat(response.headers().firstValue("content-type")).hasValue("application/json");
    JsonNode error = error(response);
    assertThat(error.path("message").asText()).isEqualTo(message);
    assertThat(error.path("type").asText()).isEqualTo("invalid_request_error");
    assertThat(error.path("code").isNull() ? null : error.path("code").asText()).isEqualTo(code);
  }

  private static JsonNode error(HttpResponse<String> response) throws Exception {
    JsonNode body = JSON.readTree(response.body());
    assertThat(body.fieldNames()).toIterable().containsExactly("error");
    return body.get("error");
  }
}
