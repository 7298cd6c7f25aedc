package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.pods.ModelFiles;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.Objects;
import java.util.Optional;

/**
 * Keeps a Model's files ConfigMap as {@link ModelFiles} wants it: created with the first file,
 * updated when contents change, deleted with the last file, and never created empty (KubeAI created
 * an empty one and deleted it again on the next pass).
 */
final class FilesReconciler {

  private final KubernetesClient client;

  FilesReconciler(KubernetesClient client) {
    this.client = client;
  }

  /**
   * Brings the ConfigMap in line.
   *
   * @param existing the ConfigMap as last seen, if any
   */
  void reconcile(Model model, Optional<ConfigMap> existing) throws InvalidModelException {
    Optional<ConfigMap> desired = ModelFiles.configMap(model);
    var configMaps = client.configMaps().inNamespace(model.getMetadata().getNamespace());
    if (desired.isEmpty()) {
      existing.ifPresent(cm -> configMaps.withName(ModelNames.filesConfigMap(model)).delete());
    } else if (existing.isEmpty()) {
      configMaps.resource(desired.get()).create();
    } else if (!Objects.equals(existing.get().getData(), desired.get().getData())) {
      configMaps
          .withName(ModelNames.filesConfigMap(model))
          .edit(
              cm -> {
                cm.setData(desired.get().getData());
                return cm;
              });
    }
  }
}
