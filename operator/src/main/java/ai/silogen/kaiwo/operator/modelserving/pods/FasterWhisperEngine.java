package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** faster-whisper-server: the model comes from {@code WHISPER__MODEL}, the web UI is off. */
final class FasterWhisperEngine implements ServerEngine {

  @Override
  public ServerContainer container(ResolvedModel model) {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("WHISPER__MODEL", model.modelPath());
    env.put("ENABLE_UI", "false");
    return new ServerContainer(
        List.of(),
        model.args(),
        env,
        Probes.httpGet("/health", 0, 2, 2, 900),
        Probes.httpGet("/health", 0, 10, 2, 3),
        Probes.httpGet("/health", 0, 30, 3, 3));
  }
}
