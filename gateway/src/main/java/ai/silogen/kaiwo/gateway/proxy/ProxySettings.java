package ai.silogen.kaiwo.gateway.proxy;

import java.time.Duration;
import java.util.Objects;

/**
 * How the proxy treats each request.
 *
 * @param maxBodyBytes larger request bodies are refused with 413
 * @param maxBufferedBodyBytes request-body bytes held at once, across requests; a body that would
 *     exceed it is refused with 503 ({@link BodyBudget})
 * @param maxRetries further attempts after a retryable status or connection error (KubeAI: 3)
 * @param endpointWaitTimeout how long a request waits for an eligible endpoint (scale from zero,
 *     adapter loading) before 504
 * @param stripAuthorization drop the client's {@code Authorization} header before forwarding (the
 *     gateway's API key must not reach model servers)
 * @param accessLog log one line per request ({@link AccessLog})
 */
public record ProxySettings(
    long maxBodyBytes,
    long maxBufferedBodyBytes,
    int maxRetries,
    Duration endpointWaitTimeout,
    boolean stripAuthorization,
    boolean accessLog) {

  public ProxySettings {
    if (maxBodyBytes < 1) {
      throw new IllegalArgumentException("maxBodyBytes must be positive, got " + maxBodyBytes);
    }
    if (maxBufferedBodyBytes < 1) {
      throw new IllegalArgumentException(
          "maxBufferedBodyBytes must be positive, got " + maxBufferedBodyBytes);
    }
    if (maxRetries < 0) {
      throw new IllegalArgumentException("maxRetries must not be negative, got " + maxRetries);
    }
    Objects.requireNonNull(endpointWaitTimeout, "endpointWaitTimeout");
    if (!endpointWaitTimeout.isPositive()) {
      throw new IllegalArgumentException("endpointWaitTimeout must be positive");
    }
  }
}
