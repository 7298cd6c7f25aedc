package ai.silogen.kaiwo.operator.modelserving.spec;

import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.operator.modelserving.config.ModelServers;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import java.util.List;

/**
 * Which URL schemes each engine can load, so that a Model whose pods could never start is refused
 * with the reason instead of reported valid. KubeAI's CRD lets any engine take any scheme:
 *
 * <ul>
 *   <li>{@code ollama://} names a model of Ollama's registry: only Ollama pulls it (vLLM would look
 *       for a Hugging Face repository of that name);
 *   <li>Ollama loads only what it pulls or finds on a claim ({@code pvc://...?model=}); it reads
 *       neither Hugging Face repositories nor a cache directory;
 *   <li>without a cache profile the server loads the source itself, and of the object stores only
 *       vLLM streams {@code s3://}; with one, the load Job fetches {@code hf://}, {@code s3://},
 *       {@code gs://} and {@code oss://} into a directory that vLLM, faster-whisper and Infinity
 *       read.
 * </ul>
 *
 * @param engine the engine
 * @param direct schemes it loads without a cache profile
 * @param cached schemes it loads through a cache profile
 */
record EngineSources(ModelEngine engine, List<String> direct, List<String> cached) {

  private static final List<String> THROUGH_A_CACHE =
      List.of(ModelUrl.HF, ModelUrl.S3, ModelUrl.GS, ModelUrl.OSS);

  static EngineSources of(ModelEngine engine) {
    return switch (engine) {
      case OLLAMA -> new EngineSources(engine, List.of(ModelUrl.OLLAMA, ModelUrl.PVC), List.of());
      case VLLM ->
          new EngineSources(
              engine, List.of(ModelUrl.HF, ModelUrl.PVC, ModelUrl.S3), THROUGH_A_CACHE);
      case FASTER_WHISPER, INFINITY ->
          new EngineSources(engine, List.of(ModelUrl.HF, ModelUrl.PVC), THROUGH_A_CACHE);
    };
  }

  /**
   * Checks that {@code engine} can load {@code url}.
   *
   * @param cacheProfile whether the Model has a cache profile
   * @throws InvalidModelException with reason {@link Reason#InvalidURL}, naming {@code spec.url},
   *     the engine and the schemes it takes
   */
  static void check(ModelEngine engine, ModelUrl url, boolean cacheProfile)
      throws InvalidModelException {
    EngineSources sources = of(engine);
    if ((cacheProfile ? sources.cached() : sources.direct()).contains(url.scheme())) {
      return;
    }
    String ollamaHint =
        url.isScheme(ModelUrl.OLLAMA) && engine != ModelEngine.OLLAMA
            ? "; ollama:// is for engine OLlama"
            : "";
    throw new InvalidModelException(
        Reason.InvalidURL,
        "spec.url '"
            + url.original()
            + "' cannot be loaded by engine "
            + ModelServers.key(engine)
            + (cacheProfile ? " with a cacheProfile" : "")
            + ": it takes "
            + sources.describe()
            + ollamaHint);
  }

  /** The schemes it takes, e.g. "hf:// and pvc:// URLs, and s3:// with a cacheProfile". */
  String describe() {
    String text = schemes(direct) + " URLs";
    List<String> onlyCached = cached.stream().filter(scheme -> !direct.contains(scheme)).toList();
    if (cached.isEmpty()) {
      return text + ", without a cacheProfile";
    }
    return onlyCached.isEmpty()
        ? text
        : text + ", and " + schemes(onlyCached) + " with a cacheProfile";
  }

  private static String schemes(List<String> schemes) {
    List<String> urls = schemes.stream().map(scheme -> scheme + "://").toList();
    return urls.size() == 1
        ? urls.getFirst()
        : String.join(", ", urls.subList(0, urls.size() - 1)) + " and " + urls.getLast();
  }
}
