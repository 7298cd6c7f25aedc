package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.api.KaiwoLabels;
import io.fabric8.kubernetes.api.model.Node;
import java.util.List;
import java.util.Map;

/** What a node says about its GPUs through labels. */
public final class GpuNodes {
  private static final List<String> MODEL_LABELS =
      List.of(
          KaiwoLabels.AMD_GPU_PRODUCT_NAME,
          KaiwoLabels.NVIDIA_GPU_PRODUCT,
          KaiwoLabels.NODE_GPU_MODEL);

  private GpuNodes() {}

  /** The GPU product (the GPU operator's label, else Kaiwo's normalised model label), or empty. */
  public static String gpuModel(Node node) {
    Map<String, String> labels = node.getMetadata().getLabels();
    if (labels == null) {
      return "";
    }
    return MODEL_LABELS.stream()
        .filter(labels::containsKey)
        .map(labels::get)
        .findFirst()
        .orElse("");
  }
}
