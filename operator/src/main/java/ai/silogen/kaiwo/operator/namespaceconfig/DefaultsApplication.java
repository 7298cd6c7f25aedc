package ai.silogen.kaiwo.operator.namespaceconfig;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.AzureBlobStorageDownloadItem;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.GcsDownloadItem;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ObjectStorageDownloadSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.S3DownloadItem;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ValueReference;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.PodSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Applies {@link NamespaceDefaults} to what the workload and Model builders produce. What a
 * workload says itself always wins: a download item that names credentials keeps them, a container
 * that sets {@code HF_TOKEN} keeps it, and configured pull secrets are only appended.
 */
public final class DefaultsApplication {

  private DefaultsApplication() {}

  /**
   * A copy of {@code download} in which S3 items without credentials get the namespace's S3
   * credentials for their endpoint, and GCS and Azure Blob items without credentials get the
   * namespace's first ones. {@code null} stays {@code null}.
   */
  public static ObjectStorageDownloadSpec withCredentials(
      ObjectStorageDownloadSpec download, NamespaceDefaults defaults) {
    if (download == null) {
      return null;
    }
    ObjectStorageDownloadSpec copy = ApiSerialization.copy(download);
    for (S3DownloadItem item : orEmpty(copy.getS3())) {
      Optional<S3Credentials> credentials = defaults.s3For(item.getEndpointUrl());
      if (item.getAccessKeyId() == null && item.getSecretKey() == null && credentials.isPresent()) {
        item.setAccessKeyId(ApiSerialization.copy(credentials.get().accessKeyId()));
        item.setSecretKey(ApiSerialization.copy(credentials.get().secretAccessKey()));
      }
    }
    for (GcsDownloadItem item : orEmpty(copy.getGcs())) {
      if (item.getApplicationCredentials() == null) {
        item.setApplicationCredentials(copied(defaults.gcsCredentials()));
      }
    }
    for (AzureBlobStorageDownloadItem item : orEmpty(copy.getAzureBlob())) {
      if (item.getConnectionString() == null) {
        item.setConnectionString(copied(defaults.azureBlobConnectionString()));
      }
    }
    return copy;
  }

  /**
   * Appends {@code own} (the pull secrets the workload or Model sets itself, may be {@code null}),
   * then the namespace's, to {@code pod}'s image pull secrets (in place), skipping every name the
   * pod already has. The one place that merges pull secrets, so every pod of a workload, its
   * download Job included, gets the same list in the same order.
   */
  public static void addImagePullSecrets(
      PodSpec pod, List<LocalObjectReference> own, NamespaceDefaults defaults) {
    List<LocalObjectReference> secrets =
        pod.getImagePullSecrets() == null
            ? new ArrayList<>()
            : new ArrayList<>(pod.getImagePullSecrets());
    List<LocalObjectReference> added = new ArrayList<>(orEmpty(own));
    added.addAll(defaults.imagePullSecretReferences());
    for (LocalObjectReference secret : added) {
      if (secrets.stream().noneMatch(s -> Objects.equals(secret.getName(), s.getName()))) {
        secrets.add(secret);
      }
    }
    pod.setImagePullSecrets(secrets.isEmpty() ? pod.getImagePullSecrets() : secrets);
  }

  /**
   * Adds {@code HF_TOKEN} from the namespace's token Secret to {@code container} (in place) unless
   * it sets {@code HF_TOKEN} itself or the namespace has no token.
   */
  public static void addHuggingFaceToken(Container container, NamespaceDefaults defaults) {
    Optional<EnvVar> token = defaults.huggingFaceTokenEnv();
    List<EnvVar> env =
        container.getEnv() == null ? new ArrayList<>() : new ArrayList<>(container.getEnv());
    if (token.isEmpty()
        || env.stream().anyMatch(e -> NamespaceDefaults.HF_TOKEN_ENV.equals(e.getName()))) {
      return;
    }
    env.add(token.get());
    container.setEnv(env);
  }

  private static ValueReference copied(Optional<ValueReference> reference) {
    return reference.map(ApiSerialization::copy).orElse(null);
  }
}
