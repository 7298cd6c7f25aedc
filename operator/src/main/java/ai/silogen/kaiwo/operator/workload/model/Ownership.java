package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Metadata of generated objects: deterministic names in the workload's namespace and a controller
 * owner reference to the Kaiwo object, so that deleting it deletes them and their changes
 * re-trigger its reconcile.
 */
public final class Ownership {

  private Ownership() {}

  /** The controller owner reference to {@code workload}. */
  public static OwnerReference controllerReference(KaiwoWorkload workload) {
    return new OwnerReferenceBuilder()
        .withApiVersion(workload.resource().getApiVersion())
        .withKind(workload.kind())
        .withName(workload.name())
        .withUid(workload.uid())
        .withController(true)
        .withBlockOwnerDeletion(true)
        .build();
  }

  /** Metadata of a child called {@code name}, owned by the workload, with {@code labels}. */
  public static ObjectMeta childMetadata(
      KaiwoWorkload workload, String name, Map<String, String> labels) {
    return childMetadata(workload, name, labels, null);
  }

  /**
   * Metadata of the object Kueue admits, named after the workload: its queue labels on top of the
   * user's {@code base} metadata (the batch Job, RayJob).
   */
  static ObjectMeta queuedChildMetadata(BuildContext context, ObjectMeta base) {
    return childMetadata(
        context.workload(), context.workload().name(), WorkloadLabels.queued(context), base);
  }

  /**
   * Like {@link #childMetadata(KaiwoWorkload, String, Map)}, keeping the labels and annotations of
   * {@code base} (the metadata of a user-supplied {@code job}, {@code deployment}, ...) where ours
   * do not set them.
   */
  public static ObjectMeta childMetadata(
      KaiwoWorkload workload, String name, Map<String, String> labels, ObjectMeta base) {
    Map<String, String> merged = new LinkedHashMap<>();
    Map<String, String> annotations = null;
    if (base != null) {
      if (base.getLabels() != null) {
        merged.putAll(base.getLabels());
      }
      if (base.getAnnotations() != null && !base.getAnnotations().isEmpty()) {
        annotations = new LinkedHashMap<>(base.getAnnotations());
      }
    }
    merged.putAll(labels);
    return new ObjectMetaBuilder()
        .withName(name)
        .withNamespace(workload.namespace())
        .withLabels(merged)
        .withAnnotations(annotations)
        .withOwnerReferences(controllerReference(workload))
        .build();
  }
}
