package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves an AppWrapper pod set {@code path} such as {@code
 * template.spec.rayClusterConfig.workerGroupSpecs[0].template}: dotted field names with optional
 * list indices, starting at the component ({@code template} is the wrapped object itself).
 */
public final class PodSetPath {

  private static final Pattern SEGMENT = Pattern.compile("([^.\\[\\]]+)((?:\\[\\d+])*)");
  private static final Pattern INDEX = Pattern.compile("\\[(\\d+)]");

  private PodSetPath() {}

  /**
   * The pod template at {@code path} within {@code component} (an entry of {@code
   * spec.components}).
   *
   * @throws IllegalArgumentException naming the path when it does not lead to an object
   */
  public static ObjectNode resolve(JsonNode component, String path) {
    JsonNode node = component;
    for (String segment : path.split("\\.")) {
      Matcher matcher = SEGMENT.matcher(segment);
      if (!matcher.matches()) {
        throw new IllegalArgumentException("podSets path '" + path + "' is malformed");
      }
      node = node.path(matcher.group(1));
      Matcher index = INDEX.matcher(matcher.group(2));
      while (index.find()) {
        node = node.path(Integer.parseInt(index.group(1)));
      }
    }
    if (!(node instanceof ObjectNode template)) {
      throw new IllegalArgumentException(
          "podSets path '" + path + "' does not lead to a pod template");
    }
    return template;
  }
}
