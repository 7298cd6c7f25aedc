package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.proxy.InferenceHandler;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * What the server dispatches to; shared by all event loops.
 *
 * @param inference the OpenAI inference endpoints
 * @param models {@code /v1/models}
 * @param metrics served at {@code /metrics}
 * @param ready answers {@code /readyz} (e.g. informers synced)
 */
public record GatewayHandlers(
    InferenceHandler inference,
    ModelsEndpoint models,
    GatewayMetrics metrics,
    BooleanSupplier ready) {

  public GatewayHandlers {
    Objects.requireNonNull(inference, "inference");
    Objects.requireNonNull(models, "models");
    Objects.requireNonNull(metrics, "metrics");
    Objects.requireNonNull(ready, "ready");
  }
}
