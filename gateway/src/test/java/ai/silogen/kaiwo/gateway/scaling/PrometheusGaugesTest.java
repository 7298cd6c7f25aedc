package ai.silogen.kaiwo.gateway.scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PrometheusGaugesTest {

  @Test
  void readsTheFamilyByLabelAndIgnoresEverythingElse() {
    String text =
        """
        # HELP kaiwo_gateway_requests_active Requests in flight or waiting for an endpoint
        # TYPE kaiwo_gateway_requests_active gauge
        kaiwo_gateway_requests_active{model="default/llama"} 3.0
        kaiwo_gateway_requests_active{model="team/qwen",other="x"} 1
        kaiwo_gateway_requests_active_total{model="default/llama"} 99.0
        kaiwo_gateway_requests_active{zone="a",model="default/llama"} 2.0 1712345678000
        kaiwo_gateway_requests_active{zone="a"} 7.0
        other_family{model="default/llama"} 5.0
        """;

    assertThat(PrometheusGauges.parse(text, GatewayMetrics.ACTIVE_REQUESTS_FAMILY, "model"))
        .isEqualTo(Map.of("default/llama", 5.0, "team/qwen", 1.0));
  }

  @Test
  void readsTheMetricsTheGatewayWrites() {
    GatewayMetrics metrics = new GatewayMetrics();
    metrics.model("ns/a\"b").requestStarted(System.nanoTime());
    metrics.model("ns/c").requestStarted(System.nanoTime());
    metrics.model("ns/c").requestStarted(System.nanoTime());

    assertThat(
            PrometheusGauges.parse(
                metrics.scrape(), GatewayMetrics.ACTIVE_REQUESTS_FAMILY, "model"))
        .isEqualTo(Map.of("ns/a\"b", 1.0, "ns/c", 2.0));
  }

  @Test
  void rejectsAnUnreadableSample() {
    assertThatThrownBy(
            () ->
                PrometheusGauges.parse(
                    "kaiwo_gateway_requests_active{model=\"m\"} many",
                    "kaiwo_gateway_requests_active",
                    "model"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bad sample value");
  }
}
