package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;

/** How one engine (vLLM, Ollama, faster-whisper, Infinity) runs a model: KubeAI's engine table. */
interface ServerEngine {

  ServerContainer container(ResolvedModel model);

  static ServerEngine of(ModelEngine engine) {
    return switch (engine) {
      case VLLM -> new VllmEngine();
      case OLLAMA -> new OllamaEngine();
      case FASTER_WHISPER -> new FasterWhisperEngine();
      case INFINITY -> new InfinityEngine();
    };
  }
}
