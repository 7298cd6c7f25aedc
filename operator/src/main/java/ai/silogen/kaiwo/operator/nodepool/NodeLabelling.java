package ai.silogen.kaiwo.operator.nodepool;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeSpec;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.TaintBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The labels and taint Kaiwo keeps on a node: {@code kaiwo/worker=true}, {@code
 * kaiwo/nodepool=<pool>} and, on GPU nodes, {@code kaiwo/gpu-model=<model>}; with {@code
 * nodes.addTaintsToGpuNodes}, GPU nodes also get {@code <defaultGpuTaintKey>=true:NoSchedule}.
 *
 * <p>Nodes left out of node pools (excluded control-plane nodes) lose these labels, so Kueue
 * flavors never steer pods onto them. The taint key Kaiwo added is remembered in the {@value
 * #TAINT_ANNOTATION} annotation: switching tainting off, or changing the key, removes exactly the
 * taint Kaiwo put there and never one an administrator added. Topology labels are never written (an
 * administrator places nodes into blocks and racks).
 */
public final class NodeLabelling {

  /** Annotation recording the key of the GPU taint Kaiwo added to the node. */
  public static final String TAINT_ANNOTATION = ApiGroups.KAIWO + "/gpu-taint";

  static final String TAINT_VALUE = "true";
  static final String TAINT_EFFECT = "NoSchedule";

  private NodeLabelling() {}

  /**
   * A copy of {@code node} with Kaiwo's labels, annotation and taint as {@code settings} want them
   * (equal in content to {@code node} when nothing needs to change).
   */
  public static Node desired(Node node, KaiwoConfigSpec settings) {
    Node copy = ApiSerialization.copy(node);
    NodeProfile profile = NodeProfile.of(node);
    boolean member = !NodePoolDiscovery.excluded(profile, settings);
    Map<String, String> labels = mutable(copy.getMetadata().getLabels());
    if (member) {
      labels.put(KaiwoLabels.NODE_WORKER, "true");
      labels.put(KaiwoLabels.NODE_POOL, profile.poolName());
      if (profile.hasGpus()) {
        labels.put(KaiwoLabels.NODE_GPU_MODEL, profile.gpuModel());
      } else {
        labels.remove(KaiwoLabels.NODE_GPU_MODEL);
      }
    } else {
      labels.remove(KaiwoLabels.NODE_WORKER);
      labels.remove(KaiwoLabels.NODE_POOL);
      labels.remove(KaiwoLabels.NODE_GPU_MODEL);
    }
    copy.getMetadata().setLabels(orNull(labels, node.getMetadata().getLabels()));
    boolean taint =
        member
            && profile.hasGpus()
            && Boolean.TRUE.equals(settings.getNodes().getAddTaintsToGpuNodes());
    applyTaint(copy, taint ? settings.getNodes().getDefaultGpuTaintKey() : null);
    return copy;
  }

  /** Whether {@code node} already carries what {@link #desired} would give it. */
  public static boolean upToDate(Node node, KaiwoConfigSpec settings) {
    return ApiSerialization.sameContent(node, desired(node, settings));
  }

  private static void applyTaint(Node node, String wantedKey) {
    Map<String, String> annotations = mutable(node.getMetadata().getAnnotations());
    String addedKey = annotations.get(TAINT_ANNOTATION);
    List<Taint> original = node.getSpec() == null ? null : node.getSpec().getTaints();
    List<Taint> taints = original == null ? new ArrayList<>() : new ArrayList<>(original);
    if (addedKey != null && !addedKey.equals(wantedKey)) {
      taints.removeIf(t -> addedKey.equals(t.getKey()) && TAINT_EFFECT.equals(t.getEffect()));
      annotations.remove(TAINT_ANNOTATION);
    }
    if (wantedKey != null) {
      boolean present =
          taints.stream()
              .anyMatch(t -> wantedKey.equals(t.getKey()) && TAINT_EFFECT.equals(t.getEffect()));
      if (!present) {
        taints.add(
            new TaintBuilder()
                .withKey(wantedKey)
                .withValue(TAINT_VALUE)
                .withEffect(TAINT_EFFECT)
                .build());
        annotations.put(TAINT_ANNOTATION, wantedKey);
      }
    }
    if (!taints.equals(orEmpty(original))) {
      if (node.getSpec() == null) {
        node.setSpec(new NodeSpec());
      }
      node.getSpec().setTaints(taints);
    }
    node.getMetadata().setAnnotations(orNull(annotations, node.getMetadata().getAnnotations()));
  }

  /** {@code null} for an empty map that was absent before, so an untouched node stays equal. */
  private static Map<String, String> orNull(Map<String, String> map, Map<String, String> before) {
    return map.isEmpty() && before == null ? null : map;
  }

  private static Map<String, String> mutable(Map<String, String> map) {
    return map == null ? new LinkedHashMap<>() : new LinkedHashMap<>(map);
  }
}
