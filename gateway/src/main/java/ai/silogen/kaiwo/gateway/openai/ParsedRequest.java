package ai.silogen.kaiwo.gateway.openai;

import java.util.Objects;

/**
 * An inference request as far as the gateway needs to understand it. The body is referred to, not
 * copied; the prefix is decoded only when asked for, and the forwarded body differs from the
 * received one only where the backend must see something else.
 */
public final class ParsedRequest {
  private final RequestKind kind;
  private final String requestedModel;
  private final boolean stream;
  private final byte[] body;
  private final BodyForm form;

  private ParsedRequest(
      RequestKind kind, String requestedModel, boolean stream, byte[] body, BodyForm form) {
    this.kind = kind;
    this.requestedModel = requestedModel;
    this.stream = stream;
    this.body = body;
    this.form = form;
  }

  /** How the body is read for the prefix and rewritten for the backend. */
  interface BodyForm {
    String prefix(byte[] body, int maxCodePoints);

    ForwardBody forwardBody(String requestedModel, String forwardedModel);
  }

  static ParsedRequest of(
      RequestKind kind, String requestedModel, boolean stream, byte[] body, BodyForm form) {
    return new ParsedRequest(
        Objects.requireNonNull(kind),
        Objects.requireNonNull(requestedModel),
        stream,
        Objects.requireNonNull(body),
        Objects.requireNonNull(form));
  }

  public RequestKind kind() {
    return kind;
  }

  /** The {@code model} value exactly as the client sent it (e.g. {@code ns/model_adapter}). */
  public String requestedModel() {
    return requestedModel;
  }

  /** {@link ModelRef#parse Parses} the requested model against the default namespace. */
  public ModelRef modelRef(String defaultNamespace) {
    return ModelRef.parse(requestedModel, defaultNamespace);
  }

  /** Whether the client asked for a streamed ({@code "stream": true}) response. */
  public boolean stream() {
    return stream;
  }

  /**
   * The array the body was parsed from (its first bytes; it may be a reused buffer that is longer
   * and is overwritten by the next request on the thread, so only use it while handling this one).
   */
  public byte[] body() {
    return body;
  }

  /**
   * The prompt prefix for prefix hashing, at most {@code maxCodePoints} code points: for chat the
   * content of the first {@code user} message (text parts concatenated), for completions the prompt
   * string or the first prompt of a list; {@code ""} for other kinds or when absent.
   */
  public String prefix(int maxCodePoints) {
    if (maxCodePoints <= 0 || !kind.hasPrefix()) {
      return "";
    }
    return form.prefix(body, maxCodePoints);
  }

  /**
   * The body to send to the backend serving {@code forwardedModel} (see {@link
   * ModelRef#forwardedModel()}): for JSON the received bytes with only the {@code model} value
   * replaced when it differs, for multipart the received bytes without the {@code model} part.
   */
  public ForwardBody forwardBody(String forwardedModel) {
    return form.forwardBody(requestedModel, forwardedModel);
  }
}
