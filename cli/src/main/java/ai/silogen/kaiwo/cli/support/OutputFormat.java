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

  /** Prints {@code objects} as YAML documents or a JSON {@code v1/List}; not for tables. */
  public static void printObjects(
      OutputFormat format, List<? extends HasMetadata> objects, PrintWriter out) {
    switch (format) {
      case YAML -> {
        for (HasMetadata object : objects) {
          String yaml = ApiSerialization.toYaml(object);
          out.print(yaml.startsWith("---") ? yaml : "---\n" + yaml);
        }
      }
      case JSON -> {
        KubernetesList list = new KubernetesList();
        list.setItems(List.copyOf(objects));
        out.println(ApiSerialization.toTree(list).toPrettyString());
      }
      default -> throw new IllegalArgumentException(format + " is not an object format");
    }
    out.flush();
  }
}
