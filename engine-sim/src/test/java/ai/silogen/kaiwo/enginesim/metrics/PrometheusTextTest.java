package ai.silogen.kaiwo.enginesim.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrometheusTextTest {

  @Test
  void rendersVllmMetricsThatParse() {
    Histogram ttft = new Histogram(Histogram.TTFT_BUCKETS);
    ttft.observeNanos(30_000_000L);
    ttft.observeNanos(3_000_000_000L);
    EngineStats stats =
        new EngineStats(3, 2, 5, 1, 0, 0, 800, 60, 700, 320, 50, 200, 90, ttft.snapshot());

    PrometheusSamples parsed =
        PrometheusSamples.parse(PrometheusText.render(stats, "m\"x", 16, true));

    String model = "{model_name=\"m\\\"x\"}";
    assertThat(parsed.value("vllm:num_requests_running" + model)).isEqualTo(3);
    assertThat(parsed.value("vllm:num_requests_waiting" + model)).isEqualTo(2);
    assertThat(parsed.value("vllm:kv_cache_usage_perc" + model)).isEqualTo(0.25);
    assertThat(parsed.value("vllm:prefix_cache_queries_total" + model)).isEqualTo(700);
    assertThat(parsed.value("vllm:prefix_cache_hits_total" + model)).isEqualTo(320);
    assertThat(parsed.type("vllm:prefix_cache_hits_total")).isEqualTo("counter");
    assertThat(
            parsed.value(
                "vllm:cache_config_info{block_size=\"16\",enable_prefix_caching=\"True\","
                    + "num_gpu_blocks=\"200\"}"))
        .isEqualTo(1);
    assertThat(
            parsed.value(
                "vllm:request_success_total{finished_reason=\"length\",model_name=\"m\\\"x\"}"))
        .isEqualTo(5);
    assertThat(parsed.type("vllm:time_to_first_token_seconds")).isEqualTo("histogram");
    assertThat(
            parsed.value(
                "vllm:time_to_first_token_seconds_bucket{le=\"0.04\",model_name=\"m\\\"x\"}"))
        .isEqualTo(1);
    assertThat(
            parsed.value(
                "vllm:time_to_first_token_seconds_bucket{le=\"+Inf\",model_name=\"m\\\"x\"}"))
        .isEqualTo(2);
    assertThat(parsed.value("vllm:time_to_first_token_seconds_sum" + model)).isEqualTo(3.03);
  }

  @Test
  void histogramBucketsAreCumulative() {
    Histogram histogram = new Histogram(new double[] {0.1, 1.0});
    histogram.observeNanos(50_000_000L);
    histogram.observeNanos(500_000_000L);
    histogram.observeNanos(5_000_000_000L);

    HistogramSnapshot snapshot = histogram.snapshot();

    assertThat(snapshot.cumulativeCounts()).containsExactly(1, 2);
    assertThat(snapshot.count()).isEqualTo(3);
    assertThat(snapshot.meanSeconds()).isEqualTo(5.55 / 3);
  }
}
