package ai.silogen.kaiwo.operator.modelserving.config;

import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import java.util.Optional;

/**
 * Server images per engine, keyed by the engine's name in the Model API.
 *
 * @param vllm images of {@code VLLM}
 * @param ollama images of {@code OLlama}
 * @param fasterWhisper images of {@code FasterWhisper}
 * @param infinity images of {@code Infinity}
 */
public record ModelServers(
    @JsonProperty("VLLM") ModelServer vllm,
    @JsonProperty("OLlama") ModelServer ollama,
    @JsonProperty("FasterWhisper") ModelServer fasterWhisper,
    @JsonProperty("Infinity") ModelServer infinity) {

  /**
   * The images of one engine.
   *
   * @param images image by {@code imageName} of a resource profile; {@code default} is the fallback
   */
  public record ModelServer(Map<String, String> images) {
    public ModelServer {
      images = images == null ? Map.of() : Map.copyOf(images);
    }
  }

  /** The configured images of {@code engine}, if the engine has a section. */
  public Optional<ModelServer> forEngine(ModelEngine engine) {
    return Optional.ofNullable(
        switch (engine) {
          case VLLM -> vllm;
          case OLLAMA -> ollama;
          case FASTER_WHISPER -> fasterWhisper;
          case INFINITY -> infinity;
        });
  }

  /** The engine's name as written in the config and the Model API (e.g. {@code OLlama}). */
  public static String key(ModelEngine engine) {
    return switch (engine) {
      case VLLM -> "VLLM";
      case OLLAMA -> "OLlama";
      case FASTER_WHISPER -> "FasterWhisper";
      case INFINITY -> "Infinity";
    };
  }
}
