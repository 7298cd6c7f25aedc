package ai.silogen.kaiwo.enginesim.config;

import ai.silogen.kaiwo.enginesim.config.ArgScanner.Arg;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Builds an {@link EngineConfig} from a model-server pod's environment and container arguments, so
 * that a Model's {@code env}/{@code args} configure its simulated engine. Precedence: profile
 * defaults, then environment, then arguments. Unknown keys are ignored; an invalid value throws
 * {@link EngineConfigException} naming the variable or flag.
 *
 * <table>
 *   <caption>Keys (environment variable / flags)</caption>
 *   <tr><td>SIM_ENGINE / --sim-engine</td><td>vllm, ollama, infinity, fasterwhisper; else
 *       inferred from INFINITY_MODEL_ID, WHISPER__MODEL, OLLAMA_HOST; default vllm</td></tr>
 *   <tr><td>SIM_PROFILE / --sim-profile, --profile</td><td>{@link EngineProfile} name</td></tr>
 *   <tr><td>SIM_SERVED_MODEL_NAME, INFINITY_SERVED_MODEL_NAME / --served-model-name</td>
 *       <td>names, comma separated (flag: one or more values)</td></tr>
 *   <tr><td>SIM_MODEL, INFINITY_MODEL_ID, WHISPER__MODEL / --model</td><td>model source; also
 *       the served name when none is given, as in vLLM</td></tr>
 *   <tr><td>SIM_HOST / --host, SIM_PORT / --port</td><td>bind address</td></tr>
 *   <tr><td>SIM_TIME_SCALE / --sim-time-scale</td><td>factor on all simulated time</td></tr>
 *   <tr><td>SIM_MAX_NUM_SEQS / --max-num-seqs</td><td>running slots</td></tr>
 *   <tr><td>SIM_MAX_WAITING / --sim-max-waiting, --max-waiting-queue-length</td><td>queue
 *       bound</td></tr>
 *   <tr><td>SIM_TTFT_MS / --sim-ttft-ms</td><td>fixed prefill overhead (ms)</td></tr>
 *   <tr><td>SIM_PREFILL_PER_TOKEN_US / --sim-prefill-per-token-us</td><td>prefill per uncached
 *       token (µs)</td></tr>
 *   <tr><td>SIM_ITL_MS / --sim-itl-ms</td><td>inter-token latency (ms)</td></tr>
 *   <tr><td>SIM_LOAD_FACTOR / --sim-load-factor</td><td>slowdown F at a full batch</td></tr>
 *   <tr><td>SIM_KV_BLOCKS / --sim-kv-blocks, --num-gpu-blocks-override</td><td>KV capacity in
 *       blocks</td></tr>
 *   <tr><td>SIM_BLOCK_SIZE / --block-size</td><td>tokens per block</td></tr>
 *   <tr><td>SIM_PREFIX_CACHING / --enable-prefix-caching, --no-enable-prefix-caching</td>
 *       <td>boolean</td></tr>
 *   <tr><td>SIM_SERIAL_PREFILL / --sim-serial-prefill</td><td>boolean: concurrent prefills
 *       share one compute pipeline</td></tr>
 *   <tr><td>SIM_STARTUP_DELAY / --sim-startup-delay</td><td>duration (30s, 500ms, 2m)</td></tr>
 *   <tr><td>SIM_OUTPUT_TOKENS / --sim-output-tokens</td><td>default output length</td></tr>
 *   <tr><td>SIM_MAX_MODEL_LEN / --max-model-len</td><td>context window</td></tr>
 *   <tr><td>SIM_ENABLE_LORA, VLLM_ALLOW_RUNTIME_LORA_UPDATING / --enable-lora</td><td>runtime
 *       LoRA API</td></tr>
 *   <tr><td>SIM_EMBEDDING_DIM / --sim-embedding-dim</td><td>embedding length</td></tr>
 *   <tr><td>SIM_JITTER / --sim-jitter, SIM_SEED / --sim-seed</td><td>seeded latency
 *       jitter</td></tr>
 * </table>
 */
public final class EngineConfigParser {

  private enum Kind {
    VALUE,
    SWITCH,
    LIST
  }

  @FunctionalInterface
  private interface Apply {
    void apply(State state, String key, String raw);
  }

  private record Setting(List<String> envNames, List<String> flags, Kind kind, Apply apply) {}

  /** The builder plus what vLLM's "served name defaults to --model" rule needs to know. */
  private static final class State {
    final EngineConfig.Builder builder;
    boolean servedNamesGiven;
    String modelPath;

    State(EngineConfig.Builder builder) {
      this.builder = builder;
    }
  }

  private static final List<String> PROFILE_FLAGS = List.of("sim-profile", "profile");
  private static final List<String> ENGINE_FLAGS = List.of("sim-engine");

  private static final List<Setting> SETTINGS =
      List.of(
          new Setting(
              List.of("INFINITY_SERVED_MODEL_NAME", "SIM_SERVED_MODEL_NAME"),
              List.of("served-model-name"),
              Kind.LIST,
              (s, k, v) -> {
                s.builder.servedModelNames(ConfigValues.names(k, v));
                s.servedNamesGiven = true;
              }),
          new Setting(
              List.of("INFINITY_MODEL_ID", "WHISPER__MODEL", "SIM_MODEL"),
              List.of("model"),
              Kind.VALUE,
              (s, k, v) -> s.modelPath = v.trim()),
          value("SIM_HOST", "host", (s, k, v) -> s.builder.host(v.trim())),
          value(
              "SIM_PORT",
              "port",
              (s, k, v) -> {
                int port = ConfigValues.intAtLeast(k, v, 0);
                if (port > 65535) {
                  throw new EngineConfigException(k, "expected a port <= 65535, got " + port);
                }
                s.builder.port(port);
              }),
          value(
              "SIM_TIME_SCALE",
              "sim-time-scale",
              (s, k, v) -> s.builder.timeScale(ConfigValues.doubleAtLeast(k, v, 0))),
          value(
              "SIM_MAX_NUM_SEQS",
              "max-num-seqs",
              (s, k, v) -> s.builder.maxNumSeqs(ConfigValues.intAtLeast(k, v, 1))),
          new Setting(
              List.of("SIM_MAX_WAITING"),
              List.of("sim-max-waiting", "max-waiting-queue-length"),
              Kind.VALUE,
              (s, k, v) -> s.builder.maxWaitingRequests(ConfigValues.intAtLeast(k, v, 0))),
          latency("SIM_TTFT_MS", "sim-ttft-ms", (l, k, v) -> l.withPrefillOverhead(ms(k, v))),
          latency(
              "SIM_PREFILL_PER_TOKEN_US",
              "sim-prefill-per-token-us",
              (l, k, v) -> l.withPrefillPerToken(ConfigValues.micros(k, v))),
          latency("SIM_ITL_MS", "sim-itl-ms", (l, k, v) -> l.withInterToken(ms(k, v))),
          latency(
              "SIM_LOAD_FACTOR",
              "sim-load-factor",
              (l, k, v) -> l.withLoadFactorAtMax(ConfigValues.doubleAtLeast(k, v, 1))),
          new Setting(
              List.of("SIM_KV_BLOCKS"),
              List.of("sim-kv-blocks", "num-gpu-blocks-override"),
              Kind.VALUE,
              (s, k, v) -> s.builder.numGpuBlocks(ConfigValues.intAtLeast(k, v, 1))),
          value(
              "SIM_BLOCK_SIZE",
              "block-size",
              (s, k, v) -> s.builder.blockSize(ConfigValues.intAtLeast(k, v, 1))),
          new Setting(
              List.of("SIM_PREFIX_CACHING"),
              List.of("enable-prefix-caching"),
              Kind.SWITCH,
              (s, k, v) -> s.builder.prefixCaching(ConfigValues.bool(k, v))),
          new Setting(
              List.of("SIM_SERIAL_PREFILL"),
              List.of("sim-serial-prefill"),
              Kind.SWITCH,
              (s, k, v) -> s.builder.serialPrefill(ConfigValues.bool(k, v))),
          value(
              "SIM_STARTUP_DELAY",
              "sim-startup-delay",
              (s, k, v) -> s.builder.startupDelay(ConfigValues.duration(k, v))),
          value(
              "SIM_OUTPUT_TOKENS",
              "sim-output-tokens",
              (s, k, v) -> s.builder.defaultMaxTokens(ConfigValues.intAtLeast(k, v, 1))),
          value(
              "SIM_MAX_MODEL_LEN",
              "max-model-len",
              (s, k, v) -> s.builder.maxModelLen(ConfigValues.intAtLeast(k, v, 1))),
          new Setting(
              List.of("VLLM_ALLOW_RUNTIME_LORA_UPDATING", "SIM_ENABLE_LORA"),
              List.of("enable-lora"),
              Kind.SWITCH,
              (s, k, v) -> s.builder.loraEnabled(ConfigValues.bool(k, v))),
          value(
              "SIM_EMBEDDING_DIM",
              "sim-embedding-dim",
              (s, k, v) -> s.builder.embeddingDimensions(ConfigValues.intAtLeast(k, v, 1))),
          new Setting(
              List.of("SIM_JITTER"),
              List.of("sim-jitter"),
              Kind.SWITCH,
              (s, k, v) -> s.builder.jitter(ConfigValues.bool(k, v))),
          value("SIM_SEED", "sim-seed", (s, k, v) -> s.builder.seed(ConfigValues.longValue(k, v))));

  private EngineConfigParser() {}

  /**
   * Parses the environment and arguments into a builder, which callers may still adjust (the
   * sandbox kubelet, for instance, overrides host and port).
   */
  public static EngineConfig.Builder parse(Map<String, String> env, List<String> args) {
    List<Arg> scanned = scan(args);
    State state = new State(EngineConfig.builder(profile(env, scanned)));
    state.builder.flavor(flavor(env, scanned));
    for (Setting setting : SETTINGS) {
      for (String name : setting.envNames()) {
        String raw = env.get(name);
        if (raw != null) {
          setting.apply().apply(state, name, raw);
        }
      }
    }
    for (Arg arg : scanned) {
      for (Setting setting : SETTINGS) {
        if (setting.flags().contains(arg.name())) {
          setting.apply().apply(state, arg.flag(), arg.value());
        }
      }
    }
    if (state.modelPath != null) {
      state.builder.modelPath(state.modelPath);
      if (!state.servedNamesGiven) {
        state.builder.servedModelName(state.modelPath);
      }
    }
    return state.builder;
  }

  private static List<Arg> scan(List<String> args) {
    Set<String> values = new HashSet<>(PROFILE_FLAGS);
    values.addAll(ENGINE_FLAGS);
    Set<String> switches = new HashSet<>();
    Set<String> lists = new HashSet<>();
    for (Setting setting : SETTINGS) {
      Set<String> target =
          switch (setting.kind()) {
            case VALUE -> values;
            case SWITCH -> switches;
            case LIST -> lists;
          };
      target.addAll(setting.flags());
    }
    return ArgScanner.scan(args, values, switches, lists);
  }

  private static EngineProfile profile(Map<String, String> env, List<Arg> args) {
    return lookup(env, "SIM_PROFILE", args, PROFILE_FLAGS, EngineProfile::byName)
        .orElse(EngineProfile.BALANCED_8B_H100);
  }

  private static EngineFlavor flavor(Map<String, String> env, List<Arg> args) {
    return lookup(env, "SIM_ENGINE", args, ENGINE_FLAGS, EngineFlavor::parse)
        .orElseGet(() -> inferFlavor(env));
  }

  /** KubeAI sets engine-specific variables on each server container; use them as a hint. */
  private static EngineFlavor inferFlavor(Map<String, String> env) {
    if (env.containsKey("INFINITY_MODEL_ID")) {
      return EngineFlavor.INFINITY;
    }
    if (env.containsKey("WHISPER__MODEL")) {
      return EngineFlavor.FASTER_WHISPER;
    }
    if (env.containsKey("OLLAMA_HOST")) {
      return EngineFlavor.OLLAMA;
    }
    return EngineFlavor.VLLM;
  }

  /** The last flag wins over the environment; parse errors are reported under the used key. */
  private static <T> Optional<T> lookup(
      Map<String, String> env,
      String envName,
      List<Arg> args,
      List<String> flags,
      Function<String, T> parser) {
    String key = null;
    String raw = null;
    if (env.get(envName) != null) {
      key = envName;
      raw = env.get(envName);
    }
    for (Arg arg : args) {
      if (flags.contains(arg.name())) {
        key = arg.flag();
        raw = arg.value();
      }
    }
    if (raw == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(parser.apply(raw));
    } catch (EngineConfigException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new EngineConfigException(key, e.getMessage());
    }
  }

  @FunctionalInterface
  private interface LatencyUpdate {
    LatencyParams apply(LatencyParams current, String key, String raw);
  }

  private static Setting value(String env, String flag, Apply apply) {
    return new Setting(List.of(env), List.of(flag), Kind.VALUE, apply);
  }

  private static Setting latency(String env, String flag, LatencyUpdate update) {
    return value(
        env, flag, (s, k, v) -> s.builder.latency(update.apply(s.builder.latency(), k, v)));
  }

  private static Duration ms(String key, String raw) {
    return ConfigValues.millis(key, raw);
  }
}
