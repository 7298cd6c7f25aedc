package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.ApiSerialization;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.KubernetesList;
import java.util.List;

/**
 * What {@code kaiwo render} prints.
 *
 * @param objects every object the operator would create, in a stable order (input order, then per
 *     workload: PVCs, download ConfigMap and Job, LocalQueue, workload); shared LocalQueues once
 * @param warnings things the operator would report in status rather than create (for example a
 *     workload that could not be scheduled on the cluster), and skipped input documents
 * @param notes what the objects do not say by themselves, but is no problem: a Model scaled to zero
 *     is shown with the pod of its first replica; a replica count the GPU split changed (which the
 *     workload's status would also say)
 */
public record RenderResult(List<HasMetadata> objects, List<String> warnings, List<String> notes) {

  public RenderResult {
    objects = List.copyOf(objects);
    warnings = List.copyOf(warnings);
    notes = List.copyOf(notes);
  }

  /** The objects as a multi-document YAML stream. */
  public String toYaml() {
    StringBuilder out = new StringBuilder();
    for (HasMetadata object : objects) {
      String yaml = ApiSerialization.toYaml(object);
      out.append(yaml.startsWith("---") ? yaml : "---\n" + yaml);
      if (!yaml.endsWith("\n")) {
        out.append('\n');
      }
    }
    return out.toString();
  }

  /** The objects as one JSON {@code v1/List}, like {@code kubectl get -o json}. */
  public String toJson() {
    KubernetesList list = new KubernetesList();
    list.setItems(objects);
    return ApiSerialization.kubernetes().asJson(list);
  }
}
