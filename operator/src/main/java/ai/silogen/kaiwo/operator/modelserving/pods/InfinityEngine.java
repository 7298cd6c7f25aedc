package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Infinity embedding server ({@code v2} CLI), configured through its environment. */
final class InfinityEngine implements ServerEngine {

  @Override
  public ServerContainer container(ResolvedModel model) {
    List<String> args = new ArrayList<>();
    args.add("v2");
    args.addAll(model.args());
    Map<String, String> env = new LinkedHashMap<>();
    env.put("INFINITY_MODEL_ID", model.modelPath());
    env.put("INFINITY_SERVED_MODEL_NAME", model.name());
    env.put("INFINITY_URL_PREFIX", "/v1");
    env.put("INFINITY_ENGINE", "torch");
    env.put("INFINITY_PORT", Integer.toString(ModelNames.SERVER_PORT));
    return new ServerContainer(
        List.of(),
        args,
        env,
        Probes.httpGet("/health", 0, 2, 2, 600),
        Probes.httpGet("/health", 0, 10, 2, 3),
        Probes.httpGet("/health", 0, 30, 3, 3));
  }
}
