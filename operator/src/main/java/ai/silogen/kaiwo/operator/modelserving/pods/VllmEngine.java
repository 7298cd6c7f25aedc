package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelUrl;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * vLLM's OpenAI server. The model is {@code --model=<path>} and served under the Model's name;
 * {@code s3://} without a cache is streamed with the Run:ai streamer; adapters enable runtime LoRA
 * loading. The startup probe allows three hours for large downloads. A preStop hook lets it finish
 * its requests before SIGTERM, which it would otherwise answer by cutting them off.
 */
final class VllmEngine implements ServerEngine {

  static final String RUNTIME_LORA_ENV = "VLLM_ALLOW_RUNTIME_LORA_UPDATING";

  @Override
  public ServerContainer container(ResolvedModel model) {
    List<String> args = new ArrayList<>();
    args.add("--model=" + model.modelPath());
    args.add("--served-model-name=" + model.name());
    if (model.url().isScheme(ModelUrl.S3) && model.cache().isEmpty()) {
      args.add("--load-format=runai_streamer");
    }
    args.addAll(model.args());
    Map<String, String> env = new LinkedHashMap<>();
    if (model.hasAdapters()) {
      args.add("--enable-lora");
      env.put(RUNTIME_LORA_ENV, "True");
    }
    return new ServerContainer(
        List.of("python3", "-m", "vllm.entrypoints.openai.api_server"),
        args,
        env,
        Probes.httpGet("/health", 0, 2, 2, 5400),
        Probes.httpGet("/health", 0, 10, 2, 3),
        Probes.httpGet("/health", 0, 30, 3, 3),
        Optional.of(ServerDrain.vllm(ModelNames.SERVER_PORT)));
  }
}
