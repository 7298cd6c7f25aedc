package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.KueueLabels;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Pod labels ({@link WorkloadLabels#podTemplate}) and annotations: the Kaiwo object's annotations
 * are copied onto the pods (so that pod-level tooling sees them), except kubectl's bookkeeping, and
 * {@code requiredTopologyLabel} / {@code preferredTopologyLabel} become Kueue's topology-aware
 * scheduling annotations (required wins when both are set).
 */
final class TemplateMetadataStep implements PodTemplateStep {

  static final String LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    ObjectMeta metadata = template.getMetadata();
    metadata.setLabels(WorkloadLabels.podTemplate(metadata.getLabels(), context.workload()));
    Map<String, String> annotations = new LinkedHashMap<>();
    if (metadata.getAnnotations() != null) {
      annotations.putAll(metadata.getAnnotations());
    }
    context.workload().annotations().forEach(annotations::put);
    annotations.remove(LAST_APPLIED);
    String required = context.spec().getRequiredTopologyLabel();
    String preferred = context.spec().getPreferredTopologyLabel();
    if (required != null && !required.isBlank()) {
      annotations.put(KueueLabels.PODSET_REQUIRED_TOPOLOGY, required);
      annotations.remove(KueueLabels.PODSET_PREFERRED_TOPOLOGY);
    } else if (preferred != null && !preferred.isBlank()) {
      annotations.put(KueueLabels.PODSET_PREFERRED_TOPOLOGY, preferred);
    }
    metadata.setAnnotations(annotations.isEmpty() ? null : annotations);
  }
}
