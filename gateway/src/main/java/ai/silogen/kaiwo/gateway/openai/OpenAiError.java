package ai.silogen.kaiwo.gateway.openai;

import ai.silogen.kaiwo.api.GoDuration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A request failure with its HTTP status and OpenAI-shaped body {@code
 * {"error":{"message":...,"type":...,"param":...,"code":...}}}.
 *
 * <p>Server-side failures (5xx) carry a fixed message; the cause is kept for logs only, so
 * internals never reach the client. Thrown for client mistakes, so no stack trace is captured.
 */
public final class OpenAiError extends RuntimeException {
  private static final JsonFactory JSON = new JsonFactory();
  private static final String INVALID_REQUEST = "invalid_request_error";
  private static final String SERVER_ERROR = "server_error";

  private final int status;
  private final String type;
  private final String param;
  private final String code;
  private final RetryAdvice retryAdvice;
  private final String allow;

  /**
   * What an error tells clients about sending the same request again, in the headers the OpenAI
   * SDKs (Python and Node) read before their own policy, which retries every 5xx twice.
   */
  public enum RetryAdvice {
    /** No header: the client's own policy decides. */
    CLIENT_DECIDES,
    /**
     * {@code x-should-retry: false}: the request cannot succeed until someone changes the Model.
     */
    DO_NOT_RETRY,
    /** {@code retry-after: 1} and {@code x-should-retry: true}: room frees up within moments. */
    RETRY_AFTER_A_SECOND
  }

  private OpenAiError(
      int status, String message, String type, String param, String code, Throwable cause) {
    this(status, message, type, param, code, cause, RetryAdvice.CLIENT_DECIDES);
  }

  private OpenAiError(
      int status,
      String message,
      String type,
      String param,
      String code,
      Throwable cause,
      RetryAdvice retryAdvice) {
    this(status, message, type, param, code, cause, retryAdvice, null);
  }

  private OpenAiError(
      int status,
      String message,
      String type,
      String param,
      String code,
      Throwable cause,
      RetryAdvice retryAdvice,
      String allow) {
    super(message, cause, false, false);
    this.status = status;
    this.type = type;
    this.param = param;
    this.code = code;
    this.retryAdvice = retryAdvice;
    this.allow = allow;
  }

  /** 400: the request is malformed; {@code message} is shown to the client. */
  public static OpenAiError badRequest(String message) {
    return new OpenAiError(400, message, INVALID_REQUEST, null, null, null);
  }

  /** 400 for a problem with one request field. */
  public static OpenAiError invalidField(String field, String message) {
    return new OpenAiError(400, message, INVALID_REQUEST, field, null, null);
  }

  /**
   * 415: the body is sent with a {@code Content-Encoding} (gzip, say). The gateway must read the
   * body to route it, and no model server decodes compressed requests either, so saying so beats a
   * parse error about bytes the client never wrote.
   */
  public static OpenAiError encodedBody(String encoding) {
    return new OpenAiError(
        415,
        "request bodies with Content-Encoding "
            + quote(encoding)
            + " are not supported; send the body uncompressed",
        INVALID_REQUEST,
        null,
        "unsupported_content_encoding",
        null);
  }

  /** 400: the JSON body has no (or an empty) {@code model}. */
  public static OpenAiError missingModel() {
    return new OpenAiError(400, "missing 'model' field", INVALID_REQUEST, "model", null, null);
  }

  /** 400: the path is not one the gateway serves. */
  public static OpenAiError unknownPath(String path) {
    return new OpenAiError(
        400, "unknown path: " + quote(path), INVALID_REQUEST, null, "unknown_path", null);
  }

  /** 404: no model (or adapter) of that name is visible to the request. */
  public static OpenAiError modelNotFound(String requestedModel) {
    return new OpenAiError(
        404,
        "model not found: " + quote(requestedModel),
        INVALID_REQUEST,
        "model",
        "model_not_found",
        null);
  }

  /** 404: the model exists but declares no adapter {@code adapter}. */
  public static OpenAiError adapterNotFound(String requestedModel, String adapter) {
    return new OpenAiError(
        404,
        "model not found: "
            + quote(requestedModel)
            + " (the model has no adapter "
            + quote(adapter)
            + ")",
        INVALID_REQUEST,
        "model",
        "model_not_found",
        null);
  }

  /** 401: the request has no API key or one the gateway does not know. */
  public static OpenAiError invalidApiKey(String message) {
    return new OpenAiError(401, message, INVALID_REQUEST, null, "invalid_api_key", null);
  }

  /** 404: nothing is served at {@code path}. */
  public static OpenAiError pathNotFound(String path) {
    return new OpenAiError(
        404, "no endpoint at " + quote(path), INVALID_REQUEST, null, "not_found", null);
  }

  /**
   * 405: the endpoint does not take this HTTP method; {@code allow} lists those it takes, e.g.
   * {@code "POST"}, for the {@code Allow} header RFC 9110 §15.5.6 requires.
   */
  public static OpenAiError methodNotAllowed(String method, String path, String allow) {
    return new OpenAiError(
        405,
        "method " + method + " is not allowed on " + quote(path),
        INVALID_REQUEST,
        null,
        "method_not_allowed",
        null,
        RetryAdvice.CLIENT_DECIDES,
        allow);
  }

  /**
   * 400, or 501 for an unsupported transfer coding: the request's body cannot be framed without
   * doubt ({@code message} says why); the connection closes after the answer.
   */
  public static OpenAiError unframeable(int status, String message) {
    return new OpenAiError(
        status,
        message,
        INVALID_REQUEST,
        null,
        status == 501 ? "unsupported_transfer_coding" : "invalid_framing",
        null);
  }

  /** 431 or 414: the request line or headers exceed the gateway's limits. */
  public static OpenAiError requestHeadTooLarge(int status, String what) {
    return new OpenAiError(status, what + " too large", INVALID_REQUEST, null, "too_large", null);
  }

  /** 413: the body exceeds the gateway's limit. */
  public static OpenAiError payloadTooLarge(long limitBytes) {
    return new OpenAiError(
        413,
        "request body exceeds the limit of " + limitBytes + " bytes",
        INVALID_REQUEST,
        null,
        "request_too_large",
        null);
  }

  /**
   * 408: no byte of the request body arrived for {@code timeout}; the connection closes. A client
   * that stalls halfway through a body would otherwise hold its share of the body budget.
   */
  public static OpenAiError bodyTimedOut(Duration timeout) {
    return new OpenAiError(
        408,
        "no part of the request body arrived for "
            + (timeout.toMillis() % 1000 == 0
                ? GoDuration.format(timeout)
                : timeout.toMillis() + "ms") // as the flag may give it
            + " (--client-body-timeout)",
        INVALID_REQUEST,
        null,
        "request_timeout",
        null);
  }

  /**
   * 503: the gateway already holds {@code limitBytes} of request bodies (waiting for replicas or
   * answers); the client should retry a little later.
   */
  public static OpenAiError bodiesBuffered(long limitBytes) {
    return new OpenAiError(
        503,
        "the gateway is holding as many request bodies as it may ("
            + limitBytes
            + " bytes, --max-buffered-body-bytes); retry shortly",
        SERVER_ERROR,
        null,
        "gateway_overloaded",
        null,
        RetryAdvice.RETRY_AFTER_A_SECOND);
  }

  /** 500 with a fixed message; {@code cause} is for logs only. */
  public static OpenAiError internal(Throwable cause) {
    return new OpenAiError(
        500, "internal server error", SERVER_ERROR, null, "internal_error", cause);
  }

  /** 502: the backend could not be reached or broke the connection. */
  public static OpenAiError badGateway(Throwable cause) {
    return new OpenAiError(502, "bad gateway", SERVER_ERROR, null, "bad_gateway", cause);
  }

  /**
   * 503: the model has no replicas and autoscaling is disabled for it, so no request can start one.
   */
  public static OpenAiError heldAtZero(String modelKey) {
    return noReplicaWillCome(
        "model "
            + quote(modelKey)
            + " has no replicas and autoscaling is disabled for it (spec.autoscalingDisabled);"
            + " set spec.replicas to serve it",
        "model_scaled_to_zero");
  }

  /**
   * 503: the operator found the Model invalid (its {@code Valid} condition is {@code False}), so it
   * starts no replica; {@code why} is the condition's reason and message. Not worth a retry until
   * someone fixes the Model.
   */
  public static OpenAiError invalidModel(String modelKey, String why) {
    return noReplicaWillCome(
        "model "
            + quote(modelKey)
            + " is invalid and has no replicas (status condition Valid=False, "
            + why
            + "); fix the Model to serve it",
        "model_invalid");
  }

  /** 503 for a model that no replica will serve until someone changes it: not worth a retry. */
  private static OpenAiError noReplicaWillCome(String message, String code) {
    return new OpenAiError(
        503, message, SERVER_ERROR, "model", code, null, RetryAdvice.DO_NOT_RETRY);
  }

  /**
   * 504: no replica of the model became Ready while the request waited. Names the model and the
   * wait, since the usual causes (no free GPUs, a slow download, a crashing server) show in the
   * Model's status, and a bare timeout reads like an outage of the gateway.
   */
  public static OpenAiError noReplicaReady(String modelKey, Duration waited) {
    return new OpenAiError(
        504,
        "no replica of model "
            + quote(modelKey)
            + " became ready within "
            + GoDuration.format(waited)
            + " (--endpoint-wait-timeout); the Model's status says why",
        SERVER_ERROR,
        "model",
        "gateway_timeout",
        null);
  }

  public int status() {
    return status;
  }

  public String type() {
    return type;
  }

  /** The offending request field, or {@code null}. */
  public String param() {
    return param;
  }

  /** A machine-readable code, or {@code null}. */
  public String code() {
    return code;
  }

  public RetryAdvice retryAdvice() {
    return retryAdvice;
  }

  /** For a 405, the methods the endpoint takes ({@code Allow}); otherwise {@code null}. */
  public String allow() {
    return allow;
  }

  /** The response body. */
  public byte[] toJson() {
    ByteArrayOutputStream out = new ByteArrayOutputStream(128);
    try (JsonGenerator json = JSON.createGenerator(out)) {
      json.writeStartObject();
      json.writeObjectFieldStart("error");
      json.writeStringField("message", getMessage());
      json.writeStringField("type", type);
      json.writeStringField("param", param);
      json.writeStringField("code", code);
      json.writeEndObject();
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  public String toJsonString() {
    return new String(toJson(), StandardCharsets.UTF_8);
  }

  /** Go's {@code %q} for the plain names that appear in these messages. */
  private static String quote(String value) {
    return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
