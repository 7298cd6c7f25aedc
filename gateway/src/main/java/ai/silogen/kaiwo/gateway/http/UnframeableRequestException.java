package ai.silogen.kaiwo.gateway.http;

/**
 * A request whose body the server cannot frame safely ({@link RequestFraming}); handed to {@link
 * HttpHandler#malformed}, whose answer closes the connection.
 */
public final class UnframeableRequestException extends RuntimeException {
  private final int status;

  UnframeableRequestException(int status, String message) {
    super(message, null, false, false);
    this.status = status;
  }

  /** 400, or 501 for a transfer coding the server does not implement. */
  public int status() {
    return status;
  }
}
