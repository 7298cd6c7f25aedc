package ai.silogen.kaiwo.enginesim.metrics;

/**
 * Renders an engine's counters in the Prometheus text format (0.0.4) under vLLM's metric names and
 * {@code model_name} label, so dashboards, autoscalers and routers written for vLLM read a
 * simulator unchanged.
 */
public final class PrometheusText {

  /** Content type of the exposition. */
  public static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

  private PrometheusText() {}

  /**
   * The exposition of {@code stats}.
   *
   * @param modelName value of the {@code model_name} label
   */
  public static String render(
      EngineStats stats, String modelName, int blockSize, boolean prefixCaching) {
    String model = "model_name=\"" + escape(modelName) + "\"";
    StringBuilder sb = new StringBuilder(4096);
    metric(sb, "vllm:num_requests_running", "gauge", "Requests in the running batch.");
    sample(sb, "vllm:num_requests_running", model, stats.running());
    metric(sb, "vllm:num_requests_waiting", "gauge", "Requests waiting to be scheduled.");
    sample(sb, "vllm:num_requests_waiting", model, stats.waiting());
    metric(sb, "vllm:kv_cache_usage_perc", "gauge", "KV-cache usage; 1 means 100 percent.");
    sample(sb, "vllm:kv_cache_usage_perc", model, stats.kvCacheUsage());
    metric(sb, "vllm:prefix_cache_queries_total", "counter", "Prompt tokens queried.");
    sample(sb, "vllm:prefix_cache_queries_total", model, stats.prefixCacheQueries());
    metric(sb, "vllm:prefix_cache_hits_total", "counter", "Prompt tokens found in the cache.");
    sample(sb, "vllm:prefix_cache_hits_total", model, stats.prefixCacheHits());
    metric(sb, "vllm:cache_config_info", "gauge", "KV-cache configuration.");
    String cacheLabels =
        "block_size=\""
            + blockSize
            + "\",enable_prefix_caching=\""
            + (prefixCaching ? "True" : "False")
            + "\",num_gpu_blocks=\""
            + stats.kvBlocksCapacity()
            + "\"";
    sample(sb, "vllm:cache_config_info", cacheLabels, 1);
    metric(sb, "vllm:prompt_tokens_total", "counter", "Prefill tokens processed.");
    sample(sb, "vllm:prompt_tokens_total", model, stats.promptTokens());
    metric(sb, "vllm:generation_tokens_total", "counter", "Generation tokens processed.");
    sample(sb, "vllm:generation_tokens_total", model, stats.generationTokens());
    metric(sb, "vllm:request_success_total", "counter", "Successfully processed requests.");
    sample(
        sb,
        "vllm:request_success_total",
        "finished_reason=\"length\"," + model,
        stats.finishedByLength());
    sample(
        sb,
        "vllm:request_success_total",
        "finished_reason=\"stop\"," + model,
        stats.finishedByStop());
    histogram(sb, "vllm:time_to_first_token_seconds", model, stats.timeToFirstToken());
    return sb.toString();
  }

  private static void histogram(
      StringBuilder sb, String name, String labels, HistogramSnapshot histogram) {
    metric(sb, name, "histogram", "Time to first token in seconds.");
    double[] bounds = histogram.upperBounds();
    for (int i = 0; i < bounds.length; i++) {
      String le = "le=\"" + bounds[i] + "\"," + labels;
      sample(sb, name + "_bucket", le, histogram.cumulativeCounts()[i]);
    }
    sample(sb, name + "_bucket", "le=\"+Inf\"," + labels, histogram.count());
    sample(sb, name + "_count", labels, histogram.count());
    sample(sb, name + "_sum", labels, histogram.sumSeconds());
  }

  private static void metric(StringBuilder sb, String name, String type, String help) {
    sb.append("# HELP ").append(name).append(' ').append(help).append('\n');
    sb.append("# TYPE ").append(name).append(' ').append(type).append('\n');
  }

  private static void sample(StringBuilder sb, String name, String labels, long value) {
    sb.append(name).append('{').append(labels).append("} ").append(value).append('\n');
  }

  private static void sample(StringBuilder sb, String name, String labels, double value) {
    sb.append(name).append('{').append(labels).append("} ").append(value).append('\n');
  }

  private static String escape(String labelValue) {
    return labelValue.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
  }
}
