package ai.silogen.kaiwo.cli.support;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import javax.net.ssl.SSLException;

/**
 * Why a request to a server (the API server, the gateway) got no answer, read from an exception's
 * cause chain: the HTTP clients wrap the telling exception, often one without a message (the JDK
 * client's {@code ConnectException} has none), in exceptions whose messages say nothing.
 */
public enum NetworkFailure {
  REFUSED,
  TLS,
  UNKNOWN_HOST,
  TIMEOUT,
  OTHER;

  /** The failure behind {@code e}. */
  public static NetworkFailure of(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof ConnectException) {
        return REFUSED;
      }
      if (t instanceof SSLException) {
        return TLS;
      }
      if (t instanceof UnknownHostException || t instanceof UnresolvedAddressException) {
        return UNKNOWN_HOST;
      }
      if (t instanceof HttpTimeoutException || t instanceof SocketTimeoutException) {
        return TIMEOUT;
      }
    }
    return OTHER;
  }

  /**
   * What went wrong talking to {@code server}, in one line, e.g. {@code TLS handshake with
   * https://10.0.0.1:6443 failed: No subject alternative names matching IP address 10.0.0.1 found}.
   */
  public static String describe(Throwable e, String server) {
    String root = rootMessage(e);
    return switch (of(e)) {
      case REFUSED -> "cannot reach " + server + ": connection refused";
      case TLS -> "TLS handshake with " + server + " failed: " + root;
      case UNKNOWN_HOST -> "cannot resolve the host of " + server + ": " + root;
      case TIMEOUT -> server + " did not answer in time: " + root;
      case OTHER -> "request to " + server + " failed: " + root;
    };
  }

  /** The message of the deepest cause that has one, else the exception's type. */
  static String rootMessage(Throwable e) {
    String message = null;
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t.getMessage() != null && !t.getMessage().isBlank()) {
        message = t.getMessage();
      }
    }
    return message != null ? message : e.getClass().getSimpleName();
  }
}
