package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.autoscaling.AutoscalerStateDocument;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.NonDeletingOperation;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the autoscaler state in a ConfigMap under key {@code models}, in KubeAI's format, so a
 * restarted (or newly elected) gateway continues from the saved averages instead of from zero.
 * Unlike KubeAI the ConfigMap is created when missing.
 */
public final class ConfigMapStateStore implements AutoscalerStateStore {
  static final String KEY = "models";
  private static final Logger LOG = LoggerFactory.getLogger(ConfigMapStateStore.class);

  private final KubernetesClient client;
  private final String namespace;
  private final String name;

  public ConfigMapStateStore(KubernetesClient client, String namespace, String name) {
    this.client = Objects.requireNonNull(client, "client");
    this.namespace = Objects.requireNonNull(namespace, "namespace");
    this.name = Objects.requireNonNull(name, "name");
  }

  @Override
  public AutoscalerStateDocument load() {
    ConfigMap map = client.configMaps().inNamespace(namespace).withName(name).get();
    String json = map == null || map.getData() == null ? null : map.getData().get(KEY);
    if (json == null || json.isBlank()) {
      return AutoscalerStateDocument.empty();
    }
    try {
      return AutoscalerStateDocument.fromJson(json);
    } catch (IllegalArgumentException e) {
      LOG.warn(
          "ignoring unreadable autoscaler state in ConfigMap {}/{}: {}",
          namespace,
          name,
          e.getMessage());
      return AutoscalerStateDocument.empty();
    }
  }

  @Override
  public void save(AutoscalerStateDocument state) {
    ConfigMap map =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(namespace)
            .addToLabels("app.kubernetes.io/component", "gateway-autoscaler")
            .endMetadata()
            .addToData(KEY, state.toJson())
            .build();
    client.configMaps().inNamespace(namespace).resource(map).createOr(NonDeletingOperation::update);
  }
}
