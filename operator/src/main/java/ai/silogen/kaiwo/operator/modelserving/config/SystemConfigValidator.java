package ai.silogen.kaiwo.operator.modelserving.config;

import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Checks a parsed configuration; every problem names its key. */
final class SystemConfigValidator {

  private SystemConfigValidator() {}

  static List<String> problems(SystemConfig config) {
    List<String> problems = new ArrayList<>();
    resourceProfiles(config.resourceProfiles(), problems);
    cacheProfiles(config.cacheProfiles(), problems);
    modelServers(config.modelServers(), problems);
    if (config.modelLoading() == null || blank(config.modelLoading().image())) {
      problems.add("modelLoading.image: required");
    }
    if (config.modelRollouts().surge() < 0) {
      problems.add("modelRollouts.surge: must be 0 or more, got " + config.modelRollouts().surge());
    }
    List<JsonPatchOperation> patches = config.modelServerPods().jsonPatches();
    for (int i = 0; i < patches.size(); i++) {
      String problem = patches.get(i).problem();
      if (problem != null) {
        problems.add("modelServerPods.jsonPatches[" + i + "]: " + problem);
      }
    }
    secretNames(config.secretNames(), problems);
    return problems;
  }

  private static void resourceProfiles(
      Map<String, ResourceProfile> profiles, List<String> problems) {
    if (profiles.isEmpty()) {
      problems.add("resourceProfiles: required, at least one profile");
    }
    new TreeMap<>(profiles)
        .forEach(
            (name, profile) -> {
              String key = "resourceProfiles." + name;
              if (profile == null) {
                problems.add(key + ": must be a mapping");
                return;
              }
              if (name.contains(":")) {
                problems.add(key + ": profile names must not contain ':'");
              }
              quantities(key + ".requests", profile.requests(), problems);
              quantities(key + ".limits", profile.limits(), problems);
            });
  }

  private static void quantities(String key, Map<String, Quantity> values, List<String> problems) {
    new TreeMap<>(values)
        .forEach(
            (resource, quantity) -> {
              try {
                if (quantity == null || quantity.getNumericalAmount().signum() < 0) {
                  problems.add(key + "." + resource + ": must be a non-negative quantity");
                }
              } catch (IllegalArgumentException | ArithmeticException e) {
                problems.add(key + "." + resource + ": not a quantity: '" + quantity + "'");
              }
            });
  }

  private static void cacheProfiles(Map<String, CacheProfile> profiles, List<String> problems) {
    new TreeMap<>(profiles)
        .forEach(
            (name, profile) -> {
              String key = "cacheProfiles." + name + ".sharedFilesystem";
              if (profile == null || profile.sharedFilesystem() == null) {
                problems.add(key + ": required (the only cache kind)");
              } else if (blank(profile.sharedFilesystem().storageClassName())
                  && blank(profile.sharedFilesystem().persistentVolumeName())) {
                problems.add(key + ": storageClassName or persistentVolumeName is required");
              }
            });
  }

  private static void modelServers(ModelServers servers, List<String> problems) {
    if (servers == null) {
      problems.add("modelServers: required");
      return;
    }
    for (ModelEngine engine : ModelEngine.values()) {
      servers
          .forEngine(engine)
          .ifPresent(
              server -> {
                String key = "modelServers." + ModelServers.key(engine) + ".images";
                if (blank(server.images().get("default"))) {
                  problems.add(key + ".default: required");
                }
                new TreeMap<>(server.images())
                    .forEach(
                        (name, image) -> {
                          if (blank(image)) {
                            problems.add(key + "." + name + ": must name an image");
                          }
                        });
              });
    }
  }

  private static void secretNames(SecretNames names, List<String> problems) {
    if (names == null) {
      problems.add("secretNames: required");
      return;
    }
    Map<String, String> byKey = new TreeMap<>();
    byKey.put("alibaba", names.alibaba());
    byKey.put("aws", names.aws());
    byKey.put("gcp", names.gcp());
    byKey.put("huggingface", names.huggingface());
    byKey.forEach(
        (key, value) -> {
          if (blank(value)) {
            problems.add("secretNames." + key + ": required");
          }
        });
  }

  private static boolean blank(String value) {
    return value == null || value.isBlank();
  }
}
