package ai.silogen.kaiwo.enginesim.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EngineConfigParserTest {

  private static EngineConfig parse(Map<String, String> env, String... args) {
    return EngineConfig.fromEnvAndArgs(env, List.of(args));
  }

  @Test
  void defaultsAreTheBalancedProfileOnVllm() {
    EngineConfig config = parse(Map.of());

    assertThat(config.flavor()).isEqualTo(EngineFlavor.VLLM);
    assertThat(config.profileName()).isEqualTo("8b-h100-balanced");
    assertThat(config.maxNumSeqs()).isEqualTo(16);
    assertThat(config.latency().interToken()).isEqualTo(Duration.ofMillis(12));
    assertThat(config.servedModelNames()).containsExactly(EngineConfig.DEFAULT_MODEL_NAME);
    assertThat(config.timeScale()).isEqualTo(1.0);
    assertThat(config.serialPrefill()).isFalse();
  }

  @Test
  void environmentConfiguresTheEngine() {
    EngineConfig config =
        parse(
            Map.of(
                "SIM_PROFILE", "zero-latency",
                "SIM_TIME_SCALE", "0.01",
                "SIM_MAX_NUM_SEQS", "8",
                "SIM_TTFT_MS", "40",
                "SIM_ITL_MS", "0.5",
                "SIM_PREFILL_PER_TOKEN_US", "250",
                "SIM_KV_BLOCKS", "2000",
                "SIM_STARTUP_DELAY", "1500ms",
                "SIM_SERIAL_PREFILL", "true",
                "SIM_SERVED_MODEL_NAME", "a, b"));

    assertThat(config.profileName()).isEqualTo("zero-latency");
    assertThat(config.timeScale()).isEqualTo(0.01);
    assertThat(config.maxNumSeqs()).isEqualTo(8);
    assertThat(config.latency().prefillOverhead()).isEqualTo(Duration.ofMillis(40));
    assertThat(config.latency().interToken()).isEqualTo(Duration.ofNanos(500_000));
    assertThat(config.latency().prefillPerToken()).isEqualTo(Duration.ofNanos(250_000));
    assertThat(config.numGpuBlocks()).isEqualTo(2000);
    assertThat(config.startupDelay()).isEqualTo(Duration.ofMillis(1500));
    assertThat(config.serialPrefill()).isTrue();
    assertThat(config.servedModelNames()).containsExactly("a", "b");
  }

  @Test
  void vllmArgumentsConfigureTheEngineAndOverrideTheEnvironment() {
    EngineConfig config =
        parse(
            Map.of("SIM_MAX_NUM_SEQS", "8", "SIM_PORT", "7000"),
            "--model=meta-llama/Llama-3.1-8B",
            "--served-model-name",
            "llama",
            "llama-alias",
            "--max-num-seqs",
            "32",
            "--max_model_len=4096",
            "--enable-lora",
            "--no-enable-prefix-caching",
            "--sim-startup-delay=2m");

    assertThat(config.modelPath()).isEqualTo("meta-llama/Llama-3.1-8B");
    assertThat(config.servedModelNames()).containsExactly("llama", "llama-alias");
    assertThat(config.maxNumSeqs()).isEqualTo(32);
    assertThat(config.maxModelLen()).isEqualTo(4096);
    assertThat(config.loraEnabled()).isTrue();
    assertThat(config.prefixCaching()).isFalse();
    assertThat(config.startupDelay()).isEqualTo(Duration.ofMinutes(2));
    assertThat(config.port()).isEqualTo(7000);
  }

  @Test
  void servedNameDefaultsToTheModelLikeVllm() {
    EngineConfig config = parse(Map.of(), "--model", "/models/llama");

    assertThat(config.servedModelNames()).containsExactly("/models/llama");
  }

  @Test
  void unknownKeysAndArgumentsAreIgnored() {
    EngineConfig config =
        parse(
            Map.of("HF_TOKEN", "secret", "SIM_UNKNOWN", "x"),
            "serve",
            "--gpu-memory-utilization",
            "0.9",
            "--trust-remote-code",
            "--max-num-seqs=4");

    assertThat(config.maxNumSeqs()).isEqualTo(4);
  }

  @Test
  void kubeAiEngineEnvironmentSelectsTheFlavour() {
    EngineConfig infinity =
        parse(Map.of("INFINITY_MODEL_ID", "BAAI/bge", "INFINITY_SERVED_MODEL_NAME", "bge"));
    EngineConfig whisper = parse(Map.of("WHISPER__MODEL", "Systran/faster-whisper-small"));
    EngineConfig ollama = parse(Map.of("OLLAMA_HOST", "0.0.0.0:8000"));

    assertThat(infinity.flavor()).isEqualTo(EngineFlavor.INFINITY);
    assertThat(infinity.servedModelNames()).containsExactly("bge");
    assertThat(infinity.modelPath()).isEqualTo("BAAI/bge");
    assertThat(whisper.flavor()).isEqualTo(EngineFlavor.FASTER_WHISPER);
    assertThat(whisper.servedModelNames()).containsExactly("Systran/faster-whisper-small");
    assertThat(ollama.flavor()).isEqualTo(EngineFlavor.OLLAMA);
    assertThat(parse(Map.of("SIM_ENGINE", "FasterWhisper")).flavor())
        .isEqualTo(EngineFlavor.FASTER_WHISPER);
  }

  @Test
  void loraIsEnabledByKubeAisEnvironmentVariable() {
    assertThat(parse(Map.of("VLLM_ALLOW_RUNTIME_LORA_UPDATING", "True")).loraEnabled()).isTrue();
    assertThat(parse(Map.of()).loraEnabled()).isFalse();
  }

  @Test
  void profilesAreSelectableByNameOrAliasAndFlagsWin() {
    assertThat(parse(Map.of("SIM_PROFILE", "edge")).maxNumSeqs()).isEqualTo(4);
    EngineConfig config = parse(Map.of("SIM_PROFILE", "edge"), "--profile", "throughput");

    assertThat(config.profileName()).isEqualTo("70b-h100-tp8-throughput");
    assertThat(config.maxNumSeqs()).isEqualTo(64);
    assertThat(config.latency().loadFactorAtMax()).isEqualTo(3.0);
  }

  @Test
  void explicitValuesOverrideTheProfileWhateverTheirOrder() {
    EngineConfig config = parse(Map.of("SIM_ITL_MS", "3"), "--sim-itl-ms=7", "--profile=edge");

    assertThat(config.latency().interToken()).isEqualTo(Duration.ofMillis(7));
    assertThat(config.latency().prefillOverhead()).isEqualTo(Duration.ofMillis(20));
  }

  @Test
  void badValuesNameTheirKey() {
    assertThatThrownBy(() -> parse(Map.of("SIM_MAX_NUM_SEQS", "many")))
        .isInstanceOf(EngineConfigException.class)
        .hasMessageStartingWith("SIM_MAX_NUM_SEQS:")
        .hasMessageContaining("'many'");
    assertThatThrownBy(() -> parse(Map.of(), "--max-num-seqs=0"))
        .hasMessageStartingWith("--max-num-seqs:");
    assertThatThrownBy(() -> parse(Map.of("SIM_TIME_SCALE", "-1")))
        .hasMessageStartingWith("SIM_TIME_SCALE:");
    assertThatThrownBy(() -> parse(Map.of("SIM_STARTUP_DELAY", "soon")))
        .hasMessageStartingWith("SIM_STARTUP_DELAY:");
    assertThatThrownBy(() -> parse(Map.of("SIM_JITTER", "maybe")))
        .hasMessageStartingWith("SIM_JITTER:");
    assertThatThrownBy(() -> parse(Map.of("SIM_LOAD_FACTOR", "0.5")))
        .hasMessageStartingWith("SIM_LOAD_FACTOR:");
    assertThatThrownBy(() -> parse(Map.of("SIM_PORT", "70000")))
        .hasMessageStartingWith("SIM_PORT:");
    assertThatThrownBy(() -> parse(Map.of("SIM_PROFILE", "h200")))
        .hasMessageStartingWith("SIM_PROFILE:")
        .hasMessageContaining("zero-latency");
    assertThatThrownBy(() -> parse(Map.of(), "--sim-engine", "triton"))
        .hasMessageStartingWith("--sim-engine:");
    assertThatThrownBy(() -> parse(Map.of(), "--max-num-seqs"))
        .hasMessageStartingWith("--max-num-seqs:")
        .hasMessageContaining("missing value");
  }

  @Test
  void durationsAcceptSecondsUnitsAndIso() {
    assertThat(parse(Map.of("SIM_STARTUP_DELAY", "2.5")).startupDelay())
        .isEqualTo(Duration.ofMillis(2500));
    assertThat(parse(Map.of("SIM_STARTUP_DELAY", "1h")).startupDelay())
        .isEqualTo(Duration.ofHours(1));
    assertThat(parse(Map.of("SIM_STARTUP_DELAY", "PT30S")).startupDelay())
        .isEqualTo(Duration.ofSeconds(30));
  }
}
