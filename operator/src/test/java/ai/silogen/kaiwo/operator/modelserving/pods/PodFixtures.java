package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelResolver;
import ai.silogen.kaiwo.operator.modelserving.testing.TestModels;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.LinkedHashMap;
import java.util.Map;

/** Builds pods the way the controller does and reads them back. */
final class PodFixtures {

  private PodFixtures() {}

  static DesiredPod build(Model model) throws Exception {
    return build(model, TestModels.config(), NamespaceDefaults.none("default"));
  }

  static DesiredPod build(Model model, SystemConfig config, NamespaceDefaults namespace)
      throws Exception {
    return ModelPodFactory.build(ModelResolver.resolve(model, config, namespace));
  }

  static Container server(Pod pod) {
    return pod.getSpec().getContainers().stream()
        .filter(c -> c.getName().equals("server"))
        .findFirst()
        .orElseThrow();
  }

  /** Literal env values by name; secret references as {@code secret:<name>/<key>}. */
  static Map<String, String> env(Container container) {
    Map<String, String> env = new LinkedHashMap<>();
    for (EnvVar var : container.getEnv()) {
      env.put(
          var.getName(),
          var.getValueFrom() == null
              ? var.getValue()
              : "secret:"
                  + var.getValueFrom().getSecretKeyRef().getName()
                  + "/"
                  + var.getValueFrom().getSecretKeyRef().getKey());
    }
    return env;
  }
}
