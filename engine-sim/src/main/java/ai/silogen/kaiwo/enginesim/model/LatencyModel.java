package ai.silogen.kaiwo.enginesim.model;

import ai.silogen.kaiwo.enginesim.config.LatencyParams;
import java.util.random.RandomGenerator;

/**
 * Pure latency arithmetic of the simulated engine (llm-d-inference-sim's per-token calculator):
 *
 * <ul>
 *   <li>prefill (time to first token once running) = {@code (overhead + (n − n_cached) × perToken)
 *       × f(running)};
 *   <li>each further token = {@code interToken × f(running)};
 *   <li>{@code f(r) = 1 + (F − 1)·(r − 1)/(max_num_seqs − 1)}, so one running request is never
 *       slowed and a full batch is slowed by F.
 * </ul>
 *
 * <p>Queue waiting is not part of it: it emerges from the scheduler. Results are simulated
 * nanoseconds, before the engine's time scale.
 */
public final class LatencyModel {

  private final long overhead;
  private final long perToken;
  private final long interToken;
  private final long overheadJitter;
  private final long perTokenJitter;
  private final long interTokenJitter;
  private final double maxFactor;
  private final int maxNumSeqs;

  public LatencyModel(LatencyParams params, int maxNumSeqs) {
    this.overhead = params.prefillOverhead().toNanos();
    this.perToken = params.prefillPerToken().toNanos();
    this.interToken = params.interToken().toNanos();
    this.overheadJitter = params.prefillOverheadJitter().toNanos();
    this.perTokenJitter = params.prefillPerTokenJitter().toNanos();
    this.interTokenJitter = params.interTokenJitter().toNanos();
    this.maxFactor = params.loadFactorAtMax();
    this.maxNumSeqs = maxNumSeqs;
  }

  /** The load factor with {@code running} requests in the batch (clamped to 1..maxNumSeqs). */
  public static double loadFactor(double maxFactor, int running, int maxNumSeqs) {
    if (maxNumSeqs <= 1) {
      return 1.0;
    }
    int r = Math.clamp(running, 1, maxNumSeqs);
    return 1.0 + (maxFactor - 1.0) * (r - 1) / (maxNumSeqs - 1);
  }

  /** This engine's load factor with {@code running} requests in the batch. */
  public double loadFactor(int running) {
    return loadFactor(maxFactor, running, maxNumSeqs);
  }

  /** Mean prefill time of a prompt of {@code promptTokens}, {@code cachedTokens} of them hits. */
  public long prefillNanos(int promptTokens, int cachedTokens, int running) {
    return prefillNanos(promptTokens, cachedTokens, running, null);
  }

  /**
   * Prefill time, with each parameter drawn around its mean when {@code rng} is given.
   *
   * @param rng jitter source, or {@code null} for the mean
   */
  public long prefillNanos(int promptTokens, int cachedTokens, int running, RandomGenerator rng) {
    double base =
        jittered(overhead, overheadJitter, rng)
            + uncached(promptTokens, cachedTokens) * jittered(perToken, perTokenJitter, rng);
    return Math.round(base * loadFactor(running));
  }

  /**
   * The part of the mean prefill time that computes uncached prompt tokens, which replicas with a
   * {@link PrefillPipeline} cannot overlap between requests.
   */
  public long prefillComputeNanos(int promptTokens, int cachedTokens, int running) {
    return Math.round(uncached(promptTokens, cachedTokens) * perToken * loadFactor(running));
  }

  private static long uncached(int promptTokens, int cachedTokens) {
    return Math.max(0, promptTokens - cachedTokens);
  }

  /** Mean time between two output tokens. */
  public long interTokenNanos(int running) {
    return interTokenNanos(running, null);
  }

  /** Time between two output tokens, drawn around the mean when {@code rng} is given. */
  public long interTokenNanos(int running, RandomGenerator rng) {
    return Math.round(jittered(interToken, interTokenJitter, rng) * loadFactor(running));
  }

  /**
   * A normal draw around {@code mean}; like llm-d-inference-sim the deviation is capped at 30% of
   * the mean and the result clamped to ±70%, so latencies stay positive and plausible.
   */
  static double jittered(long mean, long stdDev, RandomGenerator rng) {
    if (rng == null || stdDev <= 0 || mean <= 0) {
      return mean;
    }
    double sigma = Math.min(stdDev, 0.3 * mean);
    return Math.clamp(mean + rng.nextGaussian() * sigma, 0.3 * mean, 1.7 * mean);
  }
}
