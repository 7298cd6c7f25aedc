package ai.silogen.kaiwo.operator.modelserving.spec;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import ai.silogen.kaiwo.operator.modelserving.config.ResourceProfile;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A Model checked against the system configuration: its parsed URL, its resource profile with the
 * count applied, the server image, and what its namespace's AIMNamespaceConfig supplies. Everything
 * that builds objects for the Model starts from one.
 *
 * @param model the Model (with API defaults applied)
 * @param config the system configuration
 * @param url the parsed {@code spec.url}
 * @param profileRef the parsed {@code spec.resourceProfile}
 * @param profile the named profile
 * @param requests the profile's requests times the count
 * @param limits the profile's limits times the count
 * @param image the server image
 * @param cacheProfile the cache profile name, or {@code null}
 * @param credentials how to read sources in the Model's namespace
 * @param namespaceDefaults the namespace's credentials and image pull secrets
 */
public record ResolvedModel(
    Model model,
    SystemConfig config,
    ModelUrl url,
    ProfileRef profileRef,
    ResourceProfile profile,
    Map<String, Quantity> requests,
    Map<String, Quantity> limits,
    String image,
    String cacheProfile,
    SourceCredentials credentials,
    NamespaceDefaults namespaceDefaults) {

  public String name() {
    return model.getMetadata().getName();
  }

  public String namespace() {
    return model.getMetadata().getNamespace();
  }

  public Optional<String> cache() {
    return Optional.ofNullable(cacheProfile);
  }

  /**
   * What the engine loads: the cache directory with a cache profile, {@value
   * ModelNames#PVC_MODEL_DIR} for {@code pvc://}, the whole URL for {@code s3://} without a cache
   * (vLLM streams it), else the reference ({@code org/model} of {@code hf://org/model}).
   */
  public String modelPath() {
    if (cacheProfile != null) {
      return ModelNames.cacheDir(model);
    }
    if (url.isScheme(ModelUrl.PVC)) {
      return ModelNames.PVC_MODEL_DIR;
    }
    if (url.isScheme(ModelUrl.S3)) {
      return url.original();
    }
    return url.ref();
  }

  /** {@code spec.args}, never null. */
  public List<String> args() {
    return orEmpty(model.getSpec().getArgs());
  }

  /** {@code spec.env} sorted by name, never null. */
  public Map<String, String> env() {
    Map<String, String> env = model.getSpec().getEnv();
    return env == null ? Map.of() : new TreeMap<>(env);
  }

  public boolean hasFeature(ModelFeature feature) {
    List<ModelFeature> features = model.getSpec().getFeatures();
    return features != null && features.contains(feature);
  }

  public boolean hasAdapters() {
    return model.getSpec().getAdapters() != null;
  }
}
