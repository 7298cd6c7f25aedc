package ai.silogen.kaiwo.gateway.scaling;

import ai.silogen.kaiwo.gateway.autoscaling.AutoscalerStateDocument;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.net.HttpURLConnection;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the autoscaler state in a ConfigMap under key {@code models}, in KubeAI's format, so a
 * restarted (or newly elected) gateway continues from the saved averages instead of from zero.
 * Saving merge-patches that one key, as KubeAI does, so the map's other keys, labels and
 * annotations (a Helm release's, say) survive; unlike KubeAI the ConfigMap is created when missing.
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

  /** One request per tick once the ConfigMap exists. */
  @Override
  public void save(AutoscalerStateDocument state) {
    String json = state.toJson();
    try {
      patch(json);
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_NOT_FOUND) {
        throw e;
      }
      create(json);
    }
  }

  private void patch(String json) {
    String patch = client.getKubernetesSerialization().asJson(Map.of("data", Map.of(KEY, json)));
    client
        .configMaps()
        .inNamespace(namespace)
        .withName(name)
        .patch(PatchContext.of(PatchType.JSON_MERGE), patch);
  }

  private void create(String json) {
    ConfigMap map =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(namespace)
            .addToLabels("app.kubernetes.io/component", "gateway-autoscaler")
            .endMetadata()
            .addToData(KEY, json)
            .build();
    try {
      client.configMaps().inNamespace(namespace).resource(map).create();
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_CONFLICT) {
        throw e;
      }
      patch(json); // created meanwhile, e.g. by an install tool
    }
  }
}
