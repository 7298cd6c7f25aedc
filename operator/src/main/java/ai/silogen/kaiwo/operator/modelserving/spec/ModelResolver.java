package ai.silogen.kaiwo.operator.modelserving.spec;

import ai.silogen.kaiwo.api.kubeai.v1.Adapter;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.operator.modelserving.config.ModelServers;
import ai.silogen.kaiwo.operator.modelserving.config.ModelServers.ModelServer;
import ai.silogen.kaiwo.operator.modelserving.config.ResourceProfile;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Checks a Model against the system configuration and resolves what its pods need (KubeAI's {@code
 * getModelConfig}). Pure: the same Model, configuration and namespace credentials always give the
 * same result.
 */
public final class ModelResolver {

  private static final String DEFAULT_IMAGE = "default";

  private ModelResolver() {}

  /**
   * Resolves {@code model}.
   *
   * @param namespace what the AIMNamespaceConfig of the Model's namespace supplies ({@link
   *     NamespaceDefaults#none} when it has none)
   * @throws InvalidModelException naming the offending field and value
   */
  public static ResolvedModel resolve(Model model, SystemConfig config, NamespaceDefaults namespace)
      throws InvalidModelException {
    var spec = model.getSpec();
    if (spec == null || spec.getEngine() == null) {
      throw new InvalidModelException(Reason.InvalidSpec, "spec.engine is required");
    }
    ModelUrl url = ModelUrl.parse(spec.getUrl());
    EngineSources.check(spec.getEngine(), url, spec.getCacheProfile() != null);
    checkAdapters(spec.getAdapters());
    ProfileRef ref = ProfileRef.parse(spec.getResourceProfile());
    ResourceProfile profile =
        config
            .resourceProfile(ref.name())
            .orElseThrow(
                () ->
                    new InvalidModelException(
                        Reason.UnknownResourceProfile,
                        "resourceProfile '"
                            + spec.getResourceProfile()
                            + "' names an unknown profile '"
                            + ref.name()
                            + "'; known profiles: "
                            + String.join(
                                ", ", new TreeSet<>(config.resourceProfiles().keySet()))));
    String cacheProfile = spec.getCacheProfile();
    if (cacheProfile != null && config.cacheProfile(cacheProfile).isEmpty()) {
      throw new InvalidModelException(
          Reason.UnknownCacheProfile,
          "cacheProfile '"
              + cacheProfile
              + "' is not in the system config; known profiles: "
              + String.join(", ", new TreeSet<>(config.cacheProfiles().keySet())));
    }
    return new ResolvedModel(
        model,
        config,
        url,
        ref,
        profile,
        Quantities.multiply(profile.requests(), ref.count()),
        Quantities.multiply(profile.limits(), ref.count()),
        image(spec.getImage(), spec.getEngine(), profile, config),
        cacheProfile,
        new SourceCredentials(config.secretNames(), namespace),
        namespace);
  }

  /**
   * The server image: {@code spec.image}, else the engine's image for the profile's {@code
   * imageName}, else the engine's {@code default} image.
   */
  static String image(
      String specImage, ModelEngine engine, ResourceProfile profile, SystemConfig config)
      throws InvalidModelException {
    if (specImage != null && !specImage.isBlank()) {
      return specImage;
    }
    Map<String, String> images =
        config.modelServers() == null
            ? Map.of()
            : config.modelServers().forEngine(engine).map(ModelServer::images).orElse(Map.of());
    String imageName = profile.imageName() == null ? DEFAULT_IMAGE : profile.imageName();
    String image = images.getOrDefault(imageName, images.get(DEFAULT_IMAGE));
    if (image == null) {
      throw new InvalidModelException(
          Reason.MissingServerImage,
          "no server image for engine "
              + ModelServers.key(engine)
              + ": set spec.image or modelServers."
              + ModelServers.key(engine)
              + ".images.default in the system config");
    }
    return image;
  }

  private static void checkAdapters(List<Adapter> adapters) throws InvalidModelException {
    if (adapters == null) {
      return;
    }
    for (Adapter adapter : adapters) {
      ModelUrl url = ModelUrl.parse(adapter.getUrl());
      if (!url.isScheme(ModelUrl.HF) && !url.isObjectStore()) {
        throw new InvalidModelException(
            Reason.InvalidSpec,
            "adapter '" + adapter.getName() + "': url must be hf://, s3://, gs:// or oss://");
      }
    }
  }
}
