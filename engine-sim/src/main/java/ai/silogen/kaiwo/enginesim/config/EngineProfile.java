package ai.silogen.kaiwo.enginesim.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Named hardware/model profiles: batch size, latency parameters and KV-cache capacity. The three
 * GPU profiles are llm-d-inference-sim's shipped per-token profiles (routing-perf.md §3.1); the KV
 * capacities are (GPU memory − weights) / KV bytes per token, rounded, in 16-token blocks.
 */
public enum EngineProfile {
  /** No latency at all and no prefix cache: for measuring a proxy's own overhead. */
  ZERO_LATENCY("zero-latency", "zero", 1024, LatencyParams.ZERO, 1024, false),
  /** Llama-3.1-8B on one H100: latency-optimised, slows down ×2 at 16 concurrent sequences. */
  BALANCED_8B_H100(
      "8b-h100-balanced",
      "balanced",
      16,
      LatencyParams.of(ms(30), Duration.ofNanos(250_000), ms(12), 2.0)
          .withJitter(ms(5), Duration.ZERO, ms(2)),
      31_250,
      true),
  /** Llama-3.1-70B on eight H100s (TP8): throughput-optimised, ×3 at 64 sequences. */
  THROUGHPUT_70B_H100_TP8(
      "70b-h100-tp8-throughput",
      "throughput",
      64,
      LatencyParams.of(ms(80), Duration.ofNanos(500_000), ms(25), 3.0)
          .withJitter(Duration.ZERO, Duration.ZERO, ms(4)),
      100_000,
      true),
  /** Llama-3.2-3B on one L40S: small batch, ×1.5 at 4 sequences. */
  EDGE_3B_L40S(
      "3b-l40s-edge",
      "edge",
      4,
      LatencyParams.of(ms(20), Duration.ofNanos(350_000), ms(15), 1.5),
      23_000,
      true);

  private final String profileName;
  private final String alias;
  private final int maxNumSeqs;
  private final LatencyParams latency;
  private final int numGpuBlocks;
  private final boolean prefixCaching;

  EngineProfile(
      String profileName,
      String alias,
      int maxNumSeqs,
      LatencyParams latency,
      int numGpuBlocks,
      boolean prefixCaching) {
    this.profileName = profileName;
    this.alias = alias;
    this.maxNumSeqs = maxNumSeqs;
    this.latency = latency;
    this.numGpuBlocks = numGpuBlocks;
    this.prefixCaching = prefixCaching;
  }

  /** The name used in {@code SIM_PROFILE} / {@code --sim-profile}. */
  public String profileName() {
    return profileName;
  }

  public int maxNumSeqs() {
    return maxNumSeqs;
  }

  public LatencyParams latency() {
    return latency;
  }

  public int numGpuBlocks() {
    return numGpuBlocks;
  }

  public boolean prefixCaching() {
    return prefixCaching;
  }

  /** Looks a profile up by its name or short alias, case-insensitively. */
  public static EngineProfile byName(String name) {
    String wanted = name.trim().toLowerCase(Locale.ROOT);
    List<String> known = new ArrayList<>();
    for (EngineProfile profile : values()) {
      if (profile.profileName.equals(wanted) || profile.alias.equals(wanted)) {
        return profile;
      }
      known.add(profile.profileName);
    }
    throw new IllegalArgumentException("unknown profile '" + name + "' (known: " + known + ")");
  }

  private static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }
}
