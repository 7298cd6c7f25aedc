package ai.silogen.kaiwo.enginesim.config;

import java.time.Duration;

/**
 * Parameters of the per-token latency model (llm-d-inference-sim's "per-token" calculator): {@code
 * TTFT = prefillOverhead + uncachedPromptTokens × prefillPerToken}, then one token every {@code
 * interToken}; every term is multiplied by the load factor that reaches {@code loadFactorAtMax}
 * when all {@code max_num_seqs} slots are busy.
 *
 * <p>The jitter fields are standard deviations; they only apply when jitter is enabled in {@link
 * EngineConfig}. All durations are simulated time, before {@link EngineConfig#timeScale()}.
 *
 * @param prefillOverhead fixed part of the time to first token
 * @param prefillPerToken prefill cost of each prompt token not found in the prefix cache
 * @param interToken time between two output tokens
 * @param prefillOverheadJitter standard deviation of {@code prefillOverhead}
 * @param prefillPerTokenJitter standard deviation of {@code prefillPerToken}
 * @param interTokenJitter standard deviation of {@code interToken}
 * @param loadFactorAtMax slowdown factor F with a full batch (1 = no slowdown)
 */
public record LatencyParams(
    Duration prefillOverhead,
    Duration prefillPerToken,
    Duration interToken,
    Duration prefillOverheadJitter,
    Duration prefillPerTokenJitter,
    Duration interTokenJitter,
    double loadFactorAtMax) {

  /** Everything instantaneous: the engine answers as fast as it can write. */
  public static final LatencyParams ZERO =
      new LatencyParams(
          Duration.ZERO,
          Duration.ZERO,
          Duration.ZERO,
          Duration.ZERO,
          Duration.ZERO,
          Duration.ZERO,
          1.0);

  public LatencyParams {
    requireNonNegative("prefillOverhead", prefillOverhead);
    requireNonNegative("prefillPerToken", prefillPerToken);
    requireNonNegative("interToken", interToken);
    requireNonNegative("prefillOverheadJitter", prefillOverheadJitter);
    requireNonNegative("prefillPerTokenJitter", prefillPerTokenJitter);
    requireNonNegative("interTokenJitter", interTokenJitter);
    if (!(loadFactorAtMax >= 1.0) || Double.isInfinite(loadFactorAtMax)) {
      throw new EngineConfigException(
          "loadFactorAtMax", "must be a finite number >= 1, got " + loadFactorAtMax);
    }
  }

  /** A profile without jitter. */
  public static LatencyParams of(
      Duration prefillOverhead, Duration prefillPerToken, Duration interToken, double factor) {
    return new LatencyParams(
        prefillOverhead,
        prefillPerToken,
        interToken,
        Duration.ZERO,
        Duration.ZERO,
        Duration.ZERO,
        factor);
  }

  public LatencyParams withPrefillOverhead(Duration value) {
    return new LatencyParams(
        value,
        prefillPerToken,
        interToken,
        prefillOverheadJitter,
        prefillPerTokenJitter,
        interTokenJitter,
        loadFactorAtMax);
  }

  public LatencyParams withPrefillPerToken(Duration value) {
    return new LatencyParams(
        prefillOverhead,
        value,
        interToken,
        prefillOverheadJitter,
        prefillPerTokenJitter,
        interTokenJitter,
        loadFactorAtMax);
  }

  public LatencyParams withInterToken(Duration value) {
    return new LatencyParams(
        prefillOverhead,
        prefillPerToken,
        value,
        prefillOverheadJitter,
        prefillPerTokenJitter,
        interTokenJitter,
        loadFactorAtMax);
  }

  /** Replaces the three standard deviations at once. */
  public LatencyParams withJitter(Duration overhead, Duration perToken, Duration interTokenStd) {
    return new LatencyParams(
        prefillOverhead,
        prefillPerToken,
        interToken,
        overhead,
        perToken,
        interTokenStd,
        loadFactorAtMax);
  }

  public LatencyParams withLoadFactorAtMax(double value) {
    return new LatencyParams(
        prefillOverhead,
        prefillPerToken,
        interToken,
        prefillOverheadJitter,
        prefillPerTokenJitter,
        interTokenJitter,
        value);
  }

  private static void requireNonNegative(String field, Duration value) {
    if (value == null || value.isNegative()) {
      throw new EngineConfigException(field, "must be a non-negative duration, got " + value);
    }
  }
}
