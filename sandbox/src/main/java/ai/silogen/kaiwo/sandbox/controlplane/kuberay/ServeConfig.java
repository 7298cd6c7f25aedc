package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.ArrayList;
import java.util.List;

/** Reads the application names out of a RayService's {@code serveConfigV2} (a YAML string). */
public final class ServeConfig {

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  private ServeConfig() {}

  /**
   * The {@code applications[].name} entries, in order; none for an empty config.
   *
   * @throws IllegalArgumentException naming the field when the YAML is invalid or an application
   *     has no name
   */
  public static List<String> applicationNames(String serveConfigV2) {
    if (serveConfigV2 == null || serveConfigV2.isBlank()) {
      return List.of();
    }
    JsonNode config;
    try {
      config = YAML.readTree(serveConfigV2);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "spec.serveConfigV2: not valid YAML: " + e.getOriginalMessage(), e);
    }
    List<String> names = new ArrayList<>();
    int index = 0;
    for (JsonNode application :
        config == null ? List.<JsonNode>of() : config.path("applications")) {
      String name = application.path("name").asText("");
      if (name.isEmpty()) {
        throw new IllegalArgumentException(
            "spec.serveConfigV2: applications[" + index + "].name is required");
      }
      names.add(name);
      index++;
    }
    return names;
  }
}
