package ai.silogen.kaiwo.sandbox.nodes;

/** A node-pool file that cannot be read or is invalid; the message names the bad keys. */
public class NodePoolException extends IllegalArgumentException {

  public NodePoolException(String message) {
    super(message);
  }

  public NodePoolException(String message, Throwable cause) {
    super(message, cause);
  }
}
