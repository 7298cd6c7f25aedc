package ai.silogen.kaiwo.cli.submit;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.cli.config.UserConfig;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.operator.workload.model.WorkloadLabels;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code kaiwo submit} fills in before sending an object: the namespace, and for Kaiwo
 * workloads {@code spec.user} and {@code spec.clusterQueue} when the manifest leaves them out
 * (values in the manifest always win). The user label lets {@code kaiwo list --user} find the
 * object itself; it is sanitised like the operator sanitises the label of the pods. A Model has no
 * {@code spec.user}, so the user as given goes into an annotation too, which {@code kaiwo list}
 * shows like a job's {@code spec.user}.
 */
public final class SubmitDefaults {

  private SubmitDefaults() {}

  /**
   * The object of {@code manifest} ready to send.
   *
   * @param config the user's configuration with {@code --user}/{@code --queue} applied
   * @param namespaceFlag {@code -n}, or null
   * @param contextNamespace the kubeconfig context's namespace
   * @throws UserError when the manifest's namespace contradicts {@code -n}
   */
  public static GenericKubernetesResource apply(
      Manifest manifest, UserConfig config, String namespaceFlag, String contextNamespace) {
    GenericKubernetesResource object = ApiSerialization.copy(manifest.object());
    ObjectMeta metadata = object.getMetadata();
    metadata.setNamespace(manifest.namespace(namespaceFlag, contextNamespace));
    String user = config.userName().orElse(null);
    if (manifest.kind().isKaiwoWorkload()) {
      Map<String, Object> spec = spec(object);
      spec.putIfAbsent("user", user);
      config.queue().ifPresent(queue -> spec.putIfAbsent("clusterQueue", queue));
      spec.values().removeIf(value -> value == null);
      if (spec.get("user") instanceof String specUser) {
        user = specUser;
      }
    }
    if (user != null && !WorkloadLabels.sanitize(user).isEmpty()) {
      Map<String, String> labels = new LinkedHashMap<>(orEmpty(metadata.getLabels()));
      labels.putIfAbsent(KaiwoLabels.USER, WorkloadLabels.sanitize(user));
      metadata.setLabels(labels);
      if (!manifest.kind().isKaiwoWorkload()) {
        Map<String, String> annotations = new LinkedHashMap<>(orEmpty(metadata.getAnnotations()));
        annotations.putIfAbsent(WorkloadView.USER_ANNOTATION, user);
        metadata.setAnnotations(annotations);
      }
    }
    return object;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> spec(GenericKubernetesResource object) {
    Object spec = object.getAdditionalProperties().get("spec");
    if (spec instanceof Map<?, ?> map) {
      Map<String, Object> copy = new LinkedHashMap<>((Map<String, Object>) map);
      object.getAdditionalProperties().put("spec", copy);
      return copy;
    }
    Map<String, Object> created = new LinkedHashMap<>();
    object.getAdditionalProperties().put("spec", created);
    return created;
  }
}
