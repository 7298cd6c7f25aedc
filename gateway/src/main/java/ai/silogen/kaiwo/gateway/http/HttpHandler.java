package ai.silogen.kaiwo.gateway.http;

/** Answers the requests of the connections of one event loop; called on that loop only. */
public interface HttpHandler {

  /** A request head arrived; its body, if any, follows through {@link HttpExchange#readBody}. */
  void handle(HttpExchange exchange);

  /**
   * The codec could not decode a request head ({@code cause} says why, e.g. a header section over
   * the limit), or its body cannot be framed without doubt ({@link UnframeableRequestException}).
   * The answer closes the connection: nothing after it can be framed.
   */
  void malformed(HttpExchange exchange, Throwable cause);
}
