package ai.silogen.kaiwo.operator.modelserving.spec;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ValueReference;
import ai.silogen.kaiwo.operator.modelserving.config.SecretNames;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import ai.silogen.kaiwo.operator.namespaceconfig.S3Credentials;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.SecretKeySelector;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The credentials a container needs to read a source of a given scheme: environment variables from
 * Secrets (a namespace's own credentials first, else the system config's {@code secretNames}), and
 * for GCS a mounted key file. References to the configured Secrets are optional, so public sources
 * work without them.
 */
public final class SourceCredentials {

  /** Where the GCS key file is mounted. */
  public static final String GCP_MOUNT = "/secrets/gcp-credentials";

  private static final String GCP_VOLUME = "gcp-credentials";
  private static final String GCP_FILE = "credentials.json";

  private final SecretNames secretNames;
  private final NamespaceDefaults namespace;

  /**
   * @param namespace what the Model's namespace's AIMNamespaceConfig supplies
   */
  public SourceCredentials(SecretNames secretNames, NamespaceDefaults namespace) {
    this.secretNames = secretNames;
    this.namespace = namespace;
  }

  /**
   * What reading from {@code scheme} needs.
   *
   * @param modelEnv the Model's {@code env}; its {@code AWS_ENDPOINT_URL} picks the namespace's S3
   *     credential of that endpoint (else the catch-all one, else the first)
   */
  public PodAdditions forScheme(String scheme, Map<String, String> modelEnv) {
    return switch (scheme) {
      case ModelUrl.HF -> env(huggingFace());
      case ModelUrl.S3 -> s3(modelEnv);
      case ModelUrl.GS -> gcs();
      case ModelUrl.OSS ->
          env(
              secretEnv("OSS_ACCESS_KEY_ID", secretNames.alibaba(), "accessKeyID"),
              secretEnv("OSS_ACCESS_KEY_SECRET", secretNames.alibaba(), "accessKeySecret"));
      default -> PodAdditions.none();
    };
  }

  private EnvVar huggingFace() {
    return namespace
        .huggingFaceTokenEnv()
        .orElseGet(() -> secretEnv("HF_TOKEN", secretNames.huggingface(), "token"));
  }

  private PodAdditions s3(Map<String, String> modelEnv) {
    if (namespace.s3().isEmpty()) {
      return env(
          secretEnv("AWS_ACCESS_KEY_ID", secretNames.aws(), "accessKeyID"),
          secretEnv("AWS_SECRET_ACCESS_KEY", secretNames.aws(), "secretAccessKey"));
    }
    String endpoint = modelEnv == null ? null : modelEnv.get("AWS_ENDPOINT_URL");
    S3Credentials credential = namespace.s3For(endpoint).orElse(namespace.s3().get(0));
    PodAdditions keys =
        env(
            secretEnv("AWS_ACCESS_KEY_ID", selector(credential.accessKeyId())),
            secretEnv("AWS_SECRET_ACCESS_KEY", selector(credential.secretAccessKey())));
    if (endpoint == null && credential.endpointUrl().isPresent()) {
      keys = keys.plus(env(new EnvVar("AWS_ENDPOINT_URL", credential.endpointUrl().get(), null)));
    }
    return keys;
  }

  private PodAdditions gcs() {
    SecretKeySelector key =
        namespace
            .gcsCredentials()
            .map(SourceCredentials::selector)
            .orElseGet(() -> new SecretKeySelector("jsonKeyfile", secretNames.gcp(), true));
    Volume volume =
        new VolumeBuilder()
            .withName(GCP_VOLUME)
            .withNewSecret()
            .withSecretName(key.getName())
            .addNewItem()
            .withKey(key.getKey())
            .withPath(GCP_FILE)
            .endItem()
            .withOptional(key.getOptional())
            .endSecret()
            .build();
    VolumeMount mount =
        new VolumeMountBuilder()
            .withName(GCP_VOLUME)
            .withMountPath(GCP_MOUNT)
            .withReadOnly(true)
            .build();
    return new PodAdditions(
        Map.of(
            "GOOGLE_APPLICATION_CREDENTIALS",
            new EnvVar("GOOGLE_APPLICATION_CREDENTIALS", GCP_MOUNT + "/" + GCP_FILE, null)),
        Map.of(GCP_VOLUME, volume),
        List.of(mount));
  }

  private static PodAdditions env(EnvVar... vars) {
    Map<String, EnvVar> byName = new TreeMap<>();
    for (EnvVar var : vars) {
      byName.put(var.getName(), var);
    }
    return new PodAdditions(byName, Map.of(), List.of());
  }

  /** A required reference: the namespace's administrator named that Secret. */
  private static SecretKeySelector selector(ValueReference reference) {
    return new SecretKeySelector(reference.getSecretKey(), reference.getSecretName(), false);
  }

  private static EnvVar secretEnv(String name, String secret, String key) {
    return secretEnv(name, new SecretKeySelector(key, secret, true));
  }

  private static EnvVar secretEnv(String name, SecretKeySelector selector) {
    return new EnvVarBuilder()
        .withName(name)
        .withNewValueFrom()
        .withSecretKeyRef(selector)
        .endValueFrom()
        .build();
  }
}
