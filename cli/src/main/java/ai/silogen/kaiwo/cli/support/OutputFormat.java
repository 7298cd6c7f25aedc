package ai.silogen.kaiwo.cli.support;

import ai.silogen.kaiwo.api.ApiSerialization;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.KubernetesList;
import java.io.PrintWriter;
import java.util.List;

/** How a command prints objects: a table (narrow or wide), YAML documents or a JSON list. */
public enum OutputFormat {
  TABLE,
  WIDE,
  YAML,
  JSON;

  /**
   * Prints {@code objects} as YAML documents or a pretty-printed JSON {@code v1/List}; not for
   * tables. No objects print as an empty {@code v1/List} in YAML too, so that a reader always gets
   * a document (an empty stream is not one, and reads as an error in many tools).
   */
  public static void printObjects(
      OutputFormat format, List<? extends HasMetadata> objects, PrintWriter out) {
    switch (format) {
      case YAML -> {
        if (objects.isEmpty()) {
          out.print(ApiSerialization.toYaml(list(objects)));
        }
        for (HasMetadata object : objects) {
          String yaml = ApiSerialization.toYaml(object);
          out.print(yaml.startsWith("---") ? yaml : "---\n" + yaml);
        }
      }
      case JSON -> {
        out.println(ApiSerialization.toTree(list(objects)).toPrettyString());
      }
      default -> throw new IllegalArgumentException(format + " is not an object format");
    }
    out.flush();
  }

  private static KubernetesList list(List<? extends HasMetadata> objects) {
    KubernetesList list = new KubernetesList();
    list.setItems(List.copyOf(objects));
    return list;
  }
}
