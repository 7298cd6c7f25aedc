package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.server.GatewayPath.Target;

/**
 * Which endpoints a listening port serves. With API keys on, the OpenAI port may face every client
 * while {@code /metrics} names every namespace's models; a separate metrics port keeps it off the
 * Service that clients reach, as KubeAI serves metrics on a port of its own.
 */
public enum Listener {
  /** Everything on one port (the default). */
  ALL,
  /** The OpenAI API and health checks; {@code /metrics} is on the {@link #METRICS} port. */
  API,
  /** {@code /metrics} and the health checks only. */
  METRICS;

  boolean serves(Target target) {
    return switch (this) {
      case ALL -> true;
      case API -> target != Target.METRICS;
      case METRICS ->
          target == Target.METRICS || target == Target.HEALTHZ || target == Target.READYZ;
    };
  }
}
