package ai.silogen.kaiwo.enginesim.config;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Immutable configuration of one simulated model server. Build it with {@link #builder()} or parse
 * it from a pod's environment and container arguments with {@link #fromEnvAndArgs(Map, List)}.
 *
 * @param flavor which real server is simulated (restricts the endpoints)
 * @param profileName name of the profile the latency and capacity values started from
 * @param servedModelNames names accepted in a request's {@code model} field; the first is primary
 * @param modelPath the model's source ({@code root} in {@code /v1/models})
 * @param host interface to bind
 * @param port port to bind, 0 for an ephemeral port
 * @param maxNumSeqs running slots (vLLM {@code --max-num-seqs})
 * @param maxWaitingRequests bound of the FIFO waiting queue; requests beyond it get 503
 * @param latency latency model parameters, in simulated time
 * @param timeScale factor applied to every simulated duration (0.01 = 100× faster; 0 = instant)
 * @param startupDelay simulated model-loading time during which {@code /health} answers 503
 * @param blockSize tokens per KV block
 * @param numGpuBlocks KV-cache capacity in blocks
 * @param prefixCaching whether full prompt blocks are cached and reused across requests
 * @param serialPrefill whether the uncached prompt tokens of concurrent requests share one prefill
 *     pipeline (first come, first served) instead of each request prefilling on its own
 * @param defaultMaxTokens output length when a request does not set {@code max_tokens}
 * @param maxModelLen context window: prompt plus output tokens
 * @param loraEnabled whether the runtime LoRA load/unload API exists (vLLM {@code --enable-lora})
 * @param embeddingDimensions length of the vectors {@code /v1/embeddings} returns by default
 * @param jitter whether latencies are drawn around their means using the seeded generator
 * @param seed seed of the jitter generator
 */
public record EngineConfig(
    EngineFlavor flavor,
    String profileName,
    List<String> servedModelNames,
    String modelPath,
    String host,
    int port,
    int maxNumSeqs,
    int maxWaitingRequests,
    LatencyParams latency,
    double timeScale,
    Duration startupDelay,
    int blockSize,
    int numGpuBlocks,
    boolean prefixCaching,
    boolean serialPrefill,
    int defaultMaxTokens,
    int maxModelLen,
    boolean loraEnabled,
    int embeddingDimensions,
    boolean jitter,
    long seed) {

  /** Served name used when none is configured. */
  public static final String DEFAULT_MODEL_NAME = "sim-model";

  public EngineConfig {
    if (flavor == null) {
      throw new EngineConfigException("flavor", "must be set");
    }
    if (latency == null) {
      throw new EngineConfigException("latency", "must be set");
    }
    servedModelNames = List.copyOf(servedModelNames);
    if (servedModelNames.isEmpty() || servedModelNames.stream().anyMatch(String::isBlank)) {
      throw new EngineConfigException("servedModelNames", "must be non-empty names");
    }
    if (modelPath == null || modelPath.isBlank()) {
      modelPath = servedModelNames.getFirst();
    }
    if (port < 0 || port > 65535) {
      throw new EngineConfigException("port", "must be in 0..65535, got " + port);
    }
    requireAtLeast("maxNumSeqs", maxNumSeqs, 1);
    requireAtLeast("maxWaitingRequests", maxWaitingRequests, 0);
    requireAtLeast("blockSize", blockSize, 1);
    requireAtLeast("numGpuBlocks", numGpuBlocks, 1);
    requireAtLeast("defaultMaxTokens", defaultMaxTokens, 1);
    requireAtLeast("maxModelLen", maxModelLen, 1);
    requireAtLeast("embeddingDimensions", embeddingDimensions, 1);
    if (!(timeScale >= 0) || Double.isInfinite(timeScale)) {
      throw new EngineConfigException(
          "timeScale", "must be a finite number >= 0, got " + timeScale);
    }
    if (startupDelay == null || startupDelay.isNegative()) {
      throw new EngineConfigException("startupDelay", "must be a non-negative duration");
    }
  }

  /** A builder starting from the {@link EngineProfile#BALANCED_8B_H100} profile. */
  public static Builder builder() {
    return new Builder().profile(EngineProfile.BALANCED_8B_H100);
  }

  /** A builder starting from {@code profile}. */
  public static Builder builder(EngineProfile profile) {
    return new Builder().profile(profile);
  }

  /**
   * Parses a pod's environment and container arguments; see {@link EngineConfigParser} for keys.
   *
   * @throws EngineConfigException naming the key of the first invalid value
   */
  public static EngineConfig fromEnvAndArgs(Map<String, String> env, List<String> args) {
    return EngineConfigParser.parse(env, args).build();
  }

  /** The primary served model name, echoed in metrics labels. */
  public String servedModelName() {
    return servedModelNames.getFirst();
  }

  /** A builder holding every value of this configuration. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.flavor = flavor;
    b.profileName = profileName;
    b.servedModelNames = servedModelNames;
    // A path that only defaulted to the served name follows later changes of that name.
    b.modelPath = modelPath.equals(servedModelName()) ? null : modelPath;
    b.host = host;
    b.port = port;
    b.maxNumSeqs = maxNumSeqs;
    b.maxWaitingRequests = maxWaitingRequests;
    b.latency = latency;
    b.timeScale = timeScale;
    b.startupDelay = startupDelay;
    b.blockSize = blockSize;
    b.numGpuBlocks = numGpuBlocks;
    b.prefixCaching = prefixCaching;
    b.serialPrefill = serialPrefill;
    b.defaultMaxTokens = defaultMaxTokens;
    b.maxModelLen = maxModelLen;
    b.loraEnabled = loraEnabled;
    b.embeddingDimensions = embeddingDimensions;
    b.jitter = jitter;
    b.seed = seed;
    return b;
  }

  private static void requireAtLeast(String field, int value, int min) {
    if (value < min) {
      throw new EngineConfigException(field, "must be >= " + min + ", got " + value);
    }
  }

  /** Mutable builder; {@link #build()} validates. */
  public static final class Builder {
    private EngineFlavor flavor = EngineFlavor.VLLM;
    private String profileName;
    private List<String> servedModelNames = List.of(DEFAULT_MODEL_NAME);
    private String modelPath;
    private String host = "127.0.0.1";
    private int port;
    private int maxNumSeqs;
    private int maxWaitingRequests = 1000;
    private LatencyParams latency;
    private double timeScale = 1.0;
    private Duration startupDelay = Duration.ZERO;
    private int blockSize = 16;
    private int numGpuBlocks;
    private boolean prefixCaching;
    private boolean serialPrefill;
    private int defaultMaxTokens = 16;
    private int maxModelLen = 32_768;
    private boolean loraEnabled;
    private int embeddingDimensions = 384;
    private boolean jitter;
    private long seed;

    private Builder() {}

    /** Sets batch size, latency, KV capacity and prefix caching from a named profile. */
    public Builder profile(EngineProfile profile) {
      this.profileName = profile.profileName();
      this.maxNumSeqs = profile.maxNumSeqs();
      this.latency = profile.latency();
      this.numGpuBlocks = profile.numGpuBlocks();
      this.prefixCaching = profile.prefixCaching();
      return this;
    }

    public Builder flavor(EngineFlavor value) {
      this.flavor = value;
      return this;
    }

    public Builder servedModelNames(List<String> value) {
      this.servedModelNames = value;
      return this;
    }

    public Builder servedModelName(String value) {
      return servedModelNames(List.of(value));
    }

    public Builder modelPath(String value) {
      this.modelPath = value;
      return this;
    }

    public Builder host(String value) {
      this.host = value;
      return this;
    }

    public Builder port(int value) {
      this.port = value;
      return this;
    }

    public Builder maxNumSeqs(int value) {
      this.maxNumSeqs = value;
      return this;
    }

    public Builder maxWaitingRequests(int value) {
      this.maxWaitingRequests = value;
      return this;
    }

    public LatencyParams latency() {
      return latency;
    }

    public Builder latency(LatencyParams value) {
      this.latency = value;
      return this;
    }

    public Builder timeScale(double value) {
      this.timeScale = value;
      return this;
    }

    public Builder startupDelay(Duration value) {
      this.startupDelay = value;
      return this;
    }

    public Builder blockSize(int value) {
      this.blockSize = value;
      return this;
    }

    public Builder numGpuBlocks(int value) {
      this.numGpuBlocks = value;
      return this;
    }

    public Builder prefixCaching(boolean value) {
      this.prefixCaching = value;
      return this;
    }

    public Builder defaultMaxTokens(int value) {
      this.defaultMaxTokens = value;
      return this;
    }

    public Builder maxModelLen(int value) {
      this.maxModelLen = value;
      return this;
    }

    public Builder loraEnabled(boolean value) {
      this.loraEnabled = value;
      return this;
    }

    public Builder embeddingDimensions(int value) {
      this.embeddingDimensions = value;
      return this;
    }

    public Builder serialPrefill(boolean value) {
      this.serialPrefill = value;
      return this;
    }

    public Builder jitter(boolean value) {
      this.jitter = value;
      return this;
    }

    public Builder seed(long value) {
      this.seed = value;
      return this;
    }

    public EngineConfig build() {
      return new EngineConfig(
          flavor,
          profileName,
          servedModelNames,
          modelPath,
          host,
          port,
          maxNumSeqs,
          maxWaitingRequests,
          latency,
          timeScale,
          startupDelay,
          blockSize,
          numGpuBlocks,
          prefixCaching,
          serialPrefill,
          defaultMaxTokens,
          maxModelLen,
          loraEnabled,
          embeddingDimensions,
          jitter,
          seed);
    }
  }
}
