package ai.silogen.kaiwo.enginesim;

import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineConfigException;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import java.util.Arrays;
import java.util.List;

/**
 * Runs one simulator as a process, e.g. for benchmarks: {@code java -cp ...
 * ai.silogen.kaiwo.enginesim.EngineSimulatorMain --port 9000 --profile zero-latency}. Accepts the
 * environment variables and flags of {@link ai.silogen.kaiwo.enginesim.config.EngineConfigParser}.
 */
public final class EngineSimulatorMain {

  private EngineSimulatorMain() {}

  public static void main(String[] args) {
    List<String> arguments = List.of(args);
    if (arguments.contains("--help") || arguments.contains("-h")) {
      System.out.println(usage());
      return;
    }
    EngineConfig config;
    try {
      config = EngineConfig.fromEnvAndArgs(System.getenv(), arguments);
    } catch (EngineConfigException e) {
      System.err.println("engine-sim: " + e.getMessage());
      System.exit(2);
      return;
    }
    EngineSimulator simulator = EngineSimulator.create(config);
    int port = simulator.start();
    Runtime.getRuntime().addShutdownHook(new Thread(simulator::close, "engine-sim-shutdown"));
    System.out.printf(
        "engine-sim: %s (%s profile, time scale %s) serving %s on http://%s:%d%n",
        config.flavor().id(),
        config.profileName(),
        config.timeScale(),
        config.servedModelNames(),
        config.host(),
        port);
  }

  private static String usage() {
    return """
        Usage: EngineSimulatorMain [--port N] [--host H] [--profile NAME] [--served-model-name M]
               [--max-num-seqs N] [--sim-time-scale X] [--sim-ttft-ms X] [--sim-itl-ms X]
               [--sim-prefill-per-token-us X] [--sim-load-factor F] [--sim-kv-blocks N]
               [--block-size N] [--[no-]enable-prefix-caching] [--sim-startup-delay 30s]
               [--sim-output-tokens N] [--max-model-len N] [--enable-lora] [--sim-engine E]
               [--sim-jitter] [--sim-seed N] [--sim-max-waiting N] [--sim-embedding-dim N]
               [--sim-serial-prefill]
        Every flag also has a SIM_* environment variable. Profiles: %s
        """
        .formatted(Arrays.stream(EngineProfile.values()).map(EngineProfile::profileName).toList());
  }
}
