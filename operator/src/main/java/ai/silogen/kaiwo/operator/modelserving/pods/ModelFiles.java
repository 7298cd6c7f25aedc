package ai.silogen.kaiwo.operator.modelserving.pods;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelFile;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A Model's {@code files}: one ConfigMap {@code model-<name>-files} whose keys are the paths with
 * every character a key may not hold replaced by {@code _}, mounted file by file (subPath,
 * read-only) into the {@code server} container. Without files there is no ConfigMap and no volume.
 */
public final class ModelFiles {

  /** Name of the pod volume holding the files. */
  public static final String VOLUME = "model-files";

  private ModelFiles() {}

  /** The ConfigMap key of {@code path}: {@code /config/a.txt} becomes {@code _config_a.txt}. */
  public static String key(String path) {
    return path.replaceAll("[^-._a-zA-Z0-9]", "_");
  }

  /** The Model's files by ConfigMap key, in path order. */
  public static Map<String, String> data(Model model) throws InvalidModelException {
    Map<String, String> data = new LinkedHashMap<>();
    Map<String, String> pathByKey = new TreeMap<>();
    for (ModelFile file : files(model)) {
      String key = key(file.getPath());
      String previous = pathByKey.putIfAbsent(key, file.getPath());
      if (previous != null && !previous.equals(file.getPath())) {
        throw new InvalidModelException(
            Reason.InvalidFiles,
            "files: paths " + previous + " and " + file.getPath() + " map to the same key " + key);
      }
      data.put(key, file.getContent() == null ? "" : file.getContent());
    }
    return data;
  }

  /** The ConfigMap the Model needs, or empty when it has no files. */
  public static Optional<ConfigMap> configMap(Model model) throws InvalidModelException {
    Map<String, String> data = data(model);
    if (data.isEmpty()) {
      return Optional.empty();
    }
    ConfigMapBuilder configMap =
        new ConfigMapBuilder()
            .withNewMetadata()
            .withName(ModelNames.filesConfigMap(model))
            .withNamespace(model.getMetadata().getNamespace())
            .withLabels(ModelNames.ownedLabels(model, ModelNames.APP_FILES))
            .endMetadata()
            .withData(data);
    Optional.ofNullable(ModelNames.ownerReference(model))
        .ifPresent(owner -> configMap.editMetadata().withOwnerReferences(owner).endMetadata());
    return Optional.of(configMap.build());
  }

  /** Adds the files volume and one read-only mount per file to the {@code server} container. */
  static void mount(Model model, PodSpec pod, Container server) throws InvalidModelException {
    if (data(model).isEmpty()) {
      return;
    }
    pod.getVolumes()
        .add(
            new VolumeBuilder()
                .withName(VOLUME)
                .withNewConfigMap()
                .withName(ModelNames.filesConfigMap(model))
                .endConfigMap()
                .build());
    for (ModelFile file : files(model)) {
      server
          .getVolumeMounts()
          .add(
              new VolumeMountBuilder()
                  .withName(VOLUME)
                  .withMountPath(file.getPath())
                  .withSubPath(key(file.getPath()))
                  .withReadOnly(true)
                  .build());
    }
  }

  /**
   * A digest of the files' contents, part of the pod hash: subPath mounts never see ConfigMap
   * updates, so a content change must roll the pods to take effect.
   */
  static String contentDigest(Model model) throws InvalidModelException {
    Map<String, String> data = data(model);
    if (data.isEmpty()) {
      return "";
    }
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      new TreeMap<>(data)
          .forEach(
              (key, content) -> {
                sha.update(key.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(content.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
              });
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is always available", e);
    }
  }

  private static List<ModelFile> files(Model model) {
    return orEmpty(model.getSpec().getFiles());
  }
}
