package ai.silogen.kaiwo.sandbox.engines;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which pods are model servers and how their simulated engine is configured. A model-server pod
 * carries the {@code model} label and a container named {@code server}; that container's literal
 * environment and arguments configure the simulator exactly as they would configure vLLM, Ollama,
 * Infinity or faster-whisper (so a Model's {@code env}/{@code args}, e.g. {@code SIM_PROFILE} or
 * {@code --max-num-seqs}, shape its engine). Variables from Secrets and ConfigMaps are not
 * resolved. The engine always binds an ephemeral loopback port.
 */
public final class ModelPodEngines {

  /** Name of the container that runs the model server. */
  public static final String SERVER_CONTAINER = "server";

  private static final String LOOPBACK = "127.0.0.1";
  private static final List<String> SERVED_NAME_ENV =
      List.of("SIM_SERVED_MODEL_NAME", "INFINITY_SERVED_MODEL_NAME");

  private ModelPodEngines() {}

  /** The {@code server} container of a model-server pod, or empty for any other pod. */
  public static Optional<Container> serverContainer(Pod pod) {
    Map<String, String> labels = pod.getMetadata().getLabels();
    if (labels == null || !labels.containsKey(KubeAiLabels.MODEL) || pod.getSpec() == null) {
      return Optional.empty();
    }
    return pod.getSpec().getContainers().stream()
        .filter(c -> SERVER_CONTAINER.equals(c.getName()))
        .findFirst();
  }

  /**
   * The engine configuration of a model-server pod.
   *
   * @param defaults environment applied before the pod's own (e.g. a time scale for tests)
   * @throws ai.silogen.kaiwo.enginesim.config.EngineConfigException naming an invalid variable or
   *     flag
   */
  public static Optional<EngineConfig> config(Pod pod, Map<String, String> defaults) {
    return serverContainer(pod).map(server -> config(pod, server, defaults));
  }

  private static EngineConfig config(Pod pod, Container server, Map<String, String> defaults) {
    Map<String, String> env = new LinkedHashMap<>(defaults);
    for (EnvVar var : server.getEnv() == null ? List.<EnvVar>of() : server.getEnv()) {
      if (var.getValue() != null) {
        env.put(var.getName(), var.getValue());
      }
    }
    List<String> args = server.getArgs() == null ? List.of() : server.getArgs();
    boolean namesServed =
        SERVED_NAME_ENV.stream().anyMatch(env::containsKey)
            || args.stream()
                .anyMatch(
                    a ->
                        a.startsWith("--served-model-name") || a.startsWith("--served_model_name"));
    if (!namesServed) {
      // Ollama, faster-whisper: KubeAI makes them answer to the Model's name.
      env.put("SIM_SERVED_MODEL_NAME", pod.getMetadata().getLabels().get(KubeAiLabels.MODEL));
    }
    return EngineConfig.fromEnvAndArgs(env, args).toBuilder().host(LOOPBACK).port(0).build();
  }
}
