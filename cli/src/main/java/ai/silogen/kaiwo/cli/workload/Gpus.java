package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** GPU resource names and sums over them. */
public final class Gpus {
  public static final List<String> RESOURCES =
      Arrays.stream(GpuVendor.values()).map(GpuVendor::resourceKey).toList();

  private Gpus() {}

  /** The GPUs among {@code amounts} (base units by resource name). */
  public static long count(Map<String, BigDecimal> amounts) {
    return RESOURCES.stream()
        .map(amounts::get)
        .filter(a -> a != null)
        .mapToLong(BigDecimal::longValue)
        .sum();
  }

  /** The GPUs among {@code quantities}. */
  public static long countQuantities(Map<String, Quantity> quantities) {
    if (quantities == null) {
      return 0;
    }
    return RESOURCES.stream()
        .map(quantities::get)
        .filter(q -> q != null)
        .mapToLong(q -> q.getNumericalAmount().longValue())
        .sum();
  }
}
