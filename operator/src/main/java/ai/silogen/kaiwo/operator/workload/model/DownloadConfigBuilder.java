package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.AzureBlobStorageDownloadItem;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.DownloadTaskConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.GcsDownloadItem;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.GitDownloadItem;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ObjectStorageDownloadSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.S3DownloadItem;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.StorageSpec;
import ai.silogen.kaiwo.operator.namespaceconfig.DefaultsApplication;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import java.util.List;
import java.util.function.Consumer;

/**
 * The download task configuration of a workload and the ConfigMap {@code <name>-download} that
 * carries it (key {@code config.yaml}) to the download Job. Object-storage downloads go into the
 * data volume ({@code downloadRoot}), Hugging Face repositories into the cache ({@code hfHome});
 * credentials are referenced as files under {@code /app/secrets} ({@link DownloadSecrets}). Items
 * that name no credentials get those of the namespace's AIMNamespaceConfig.
 */
public final class DownloadConfigBuilder {

  /** Key of the configuration in the ConfigMap. */
  public static final String CONFIG_KEY = "config.yaml";

  private DownloadConfigBuilder() {}

  /** Name of the ConfigMap (and of the download Job) of workload {@code name}. */
  public static String name(String workload) {
    return workload + "-download";
  }

  /** The task configuration; the secrets it references are recorded in {@code secrets}. */
  static DownloadTaskConfig taskConfig(BuildContext context, DownloadSecrets secrets) {
    StorageSpec storage = ApiSerialization.copy(context.spec().getStorage());
    StorageLayout layout = context.storage();
    DownloadTaskConfig config = new DownloadTaskConfig();
    config.setDownloadRoot(layout.dataMountPath());
    if (layout.hasHf()) {
      config.setHfHome(layout.hfMountPath());
    }
    if (storage.hasObjectStorageDownloads()) {
      ObjectStorageDownloadSpec download =
          DefaultsApplication.withCredentials(
              storage.getData().getDownload(), context.namespaceDefaults());
      config.setS3(download.getS3());
      config.setGcs(download.getGcs());
      config.setAzureBlob(download.getAzureBlob());
      config.setGit(download.getGit());
    }
    if (storage.hasHfDownloads()) {
      config.setHf(storage.getHuggingFace().getPreCacheRepos());
    }
    forEach(
        config.getS3(),
        (S3DownloadItem s3) -> {
          secrets.use(s3.getAccessKeyId());
          secrets.use(s3.getSecretKey());
        });
    forEach(config.getGcs(), (GcsDownloadItem gcs) -> secrets.use(gcs.getApplicationCredentials()));
    forEach(
        config.getAzureBlob(),
        (AzureBlobStorageDownloadItem azure) -> secrets.use(azure.getConnectionString()));
    forEach(
        config.getGit(),
        (GitDownloadItem git) -> {
          secrets.use(git.getUsername());
          secrets.use(git.getToken());
        });
    return config;
  }

  /** The ConfigMap carrying {@code config}. */
  static ConfigMap configMap(BuildContext context, DownloadTaskConfig config) {
    String yaml = ApiSerialization.toYaml(config);
    if (yaml.startsWith("---\n")) {
      yaml = yaml.substring(4);
    }
    return new ConfigMapBuilder()
        .withMetadata(
            Ownership.childMetadata(
                context.workload(),
                name(context.workload().name()),
                WorkloadLabels.object(context.workload())))
        .addToData(CONFIG_KEY, yaml)
        .build();
  }

  private static <T> void forEach(List<T> items, Consumer<T> action) {
    if (items != null) {
      items.forEach(action);
    }
  }
}
