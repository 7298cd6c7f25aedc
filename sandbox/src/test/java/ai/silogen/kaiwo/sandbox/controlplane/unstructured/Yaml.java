package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/** Test objects written as YAML, the way Kubernetes users write them. */
public final class Yaml {

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  private Yaml() {}

  /** A YAML mapping as an object node. */
  public static ObjectNode node(String yaml) {
    return (ObjectNode) tree(yaml);
  }

  /** Any YAML value (a list, say) as a tree. */
  public static JsonNode tree(String yaml) {
    try {
      return YAML.readTree(yaml);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(e);
    }
  }
}
