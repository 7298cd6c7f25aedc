package ai.silogen.kaiwo.operator.modelserving.config;

import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.PodSecurityContext;
import io.fabric8.kubernetes.api.model.SecurityContext;
import java.util.List;

/**
 * Settings applied to every model-server pod (and, for the security contexts, to cache Jobs).
 *
 * @param serviceAccountName service account of the pods
 * @param podSecurityContext pod security context
 * @param securityContext security context of the server container
 * @param imagePullSecrets secrets used to pull the server images
 * @param jsonPatches RFC 6902 operations applied to each pod after it is built, before hashing
 */
public record ModelServerPods(
    String serviceAccountName,
    PodSecurityContext podSecurityContext,
    SecurityContext securityContext,
    List<LocalObjectReference> imagePullSecrets,
    List<JsonPatchOperation> jsonPatches) {

  public ModelServerPods {
    imagePullSecrets = imagePullSecrets == null ? List.of() : List.copyOf(imagePullSecrets);
    jsonPatches = jsonPatches == null ? List.of() : List.copyOf(jsonPatches);
  }

  /** No service account, security contexts, pull secrets or patches. */
  public static ModelServerPods none() {
    return new ModelServerPods(null, null, null, null, null);
  }
}
