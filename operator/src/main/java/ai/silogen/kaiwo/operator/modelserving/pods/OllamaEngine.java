package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelUrl;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Ollama. Ollama serves models by its own names, so the startup probe pulls the model (unless
 * {@code ?pull=false}) and copies it to the Model's name; text models are then warmed up with one
 * {@code run}, which embedding models would reject. A preStop hook lets it finish its requests
 * before SIGTERM, which it would otherwise answer by closing every connection.
 */
final class OllamaEngine implements ServerEngine {

  private static final String OLLAMA = "/bin/ollama";

  @Override
  public ServerContainer container(ResolvedModel model) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("OLLAMA_HOST", "0.0.0.0:" + ModelNames.SERVER_PORT);
    env.put("OLLAMA_KEEP_ALIVE", "999999h");
    if (model.url().isScheme(ModelUrl.PVC)) {
      env.put("OLLAMA_MODELS", ModelNames.PVC_MODEL_DIR);
    }
    String script =
        startupScript(model.url(), model.name(), model.hasFeature(ModelFeature.TEXT_GENERATION));
    return new ServerContainer(
        List.of(),
        model.args(),
        env,
        // One script string after -c: passed as separate words, bash would run only the first.
        Probes.exec(List.of("bash", "-c", script), 1, 3, 10800, 10),
        Probes.httpGet("/", 0, 10, 2, 3),
        Probes.httpGet("/", 900, 30, 3, 3),
        Optional.of(ServerDrain.ollama(ModelNames.SERVER_PORT)));
  }

  /**
   * The startup script: {@code ollama://<ref>} pulls (with {@code --insecure} for {@code
   * ?insecure=true}, skipped for {@code ?pull=false}) then copies {@code <ref>} to the Model name;
   * {@code pvc://...?model=<ref>} only copies; text-generation models end with {@code run <name>
   * hi}.
   */
  static String startupScript(ModelUrl url, String modelName, boolean textGeneration) {
    StringBuilder script = new StringBuilder();
    if (url.isScheme(ModelUrl.OLLAMA) && url.pull()) {
      script.append(OLLAMA).append(" pull ");
      if (url.insecure()) {
        script.append("--insecure ");
      }
      script.append(url.ref()).append(" && ");
    }
    script.append(OLLAMA).append(" cp ").append(url.ref()).append(' ').append(modelName);
    if (textGeneration) {
      script.append(" && ").append(OLLAMA).append(" run ").append(modelName).append(" hi");
    }
    return script.toString();
  }
}
