package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BinaryOperator;

/**
 * An immutable list of resource amounts ({@code cpu} in cores, {@code memory} in bytes, GPUs in
 * devices), as Kueue adds up requests and quota.
 */
public final class ResourceAmounts {

  public static final ResourceAmounts NONE = new ResourceAmounts(Map.of());

  private static final BigDecimal THOUSAND = BigDecimal.valueOf(1000);
  private static final String[] BINARY_SUFFIXES = {"Ki", "Mi", "Gi", "Ti", "Pi"};

  private final Map<String, BigDecimal> amounts;

  private ResourceAmounts(Map<String, BigDecimal> amounts) {
    this.amounts = Collections.unmodifiableMap(new TreeMap<>(amounts));
  }

  public static ResourceAmounts of(Map<String, BigDecimal> amounts) {
    return new ResourceAmounts(amounts);
  }

  /**
   * Parses a Kubernetes resource list ({@code {"cpu": "500m", "memory": "1Gi"}}).
   *
   * @param field the field being parsed, named in the error when a quantity is invalid
   */
  public static ResourceAmounts parse(JsonNode resourceList, String field) {
    Map<String, BigDecimal> parsed = new TreeMap<>();
    resourceList
        .properties()
        .forEach(e -> parsed.put(e.getKey(), quantity(e.getValue(), field + "." + e.getKey())));
    return new ResourceAmounts(parsed);
  }

  /** Parses one quantity (a string such as {@code 8Gi} or a JSON number). */
  public static BigDecimal quantity(JsonNode value, String field) {
    try {
      return Quantity.getAmountInBytes(new Quantity(value.asText()));
    } catch (IllegalArgumentException | ArithmeticException e) {
      throw new IllegalArgumentException(
          field + ": '" + value.asText() + "' is not a valid quantity", e);
    }
  }

  public BigDecimal get(String resource) {
    return amounts.getOrDefault(resource, BigDecimal.ZERO);
  }

  public Set<String> resources() {
    return amounts.keySet();
  }

  public Map<String, BigDecimal> asMap() {
    return amounts;
  }

  public ResourceAmounts plus(ResourceAmounts other) {
    return combine(other, BigDecimal::add);
  }

  /** Per resource, the larger of the two (how init containers count towards a pod's request). */
  public ResourceAmounts max(ResourceAmounts other) {
    return combine(other, BigDecimal::max);
  }

  public ResourceAmounts times(int factor) {
    Map<String, BigDecimal> result = new TreeMap<>();
    amounts.forEach((k, v) -> result.put(k, v.multiply(BigDecimal.valueOf(factor))));
    return new ResourceAmounts(result);
  }

  private ResourceAmounts combine(ResourceAmounts other, BinaryOperator<BigDecimal> op) {
    Map<String, BigDecimal> result = new TreeMap<>(amounts);
    other.amounts.forEach((k, v) -> result.merge(k, v, op));
    return new ResourceAmounts(result);
  }

  /** The resource list as Kubernetes writes it, e.g. {@code {"cpu": "1500m", "memory": "2Gi"}}. */
  public ObjectNode toJson() {
    ObjectNode node = ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json.object();
    amounts.forEach((k, v) -> node.put(k, format(k, v)));
    return node;
  }

  /**
   * Formats an amount of {@code resource} the way {@code kubectl} users read quantities: byte
   * counts with the largest exact binary suffix ({@code 8Gi}), other whole numbers plainly,
   * fractions in milli units ({@code 500m}).
   */
  public static String format(String resource, BigDecimal amount) {
    BigDecimal stripped = amount.stripTrailingZeros();
    if (stripped.scale() <= 0) {
      BigInteger whole = stripped.toBigIntegerExact();
      return isByteCount(resource) ? binary(whole) : whole.toString();
    }
    BigDecimal milli = stripped.multiply(THOUSAND).stripTrailingZeros();
    return milli.scale() <= 0 ? milli.toPlainString() + "m" : stripped.toPlainString();
  }

  private static boolean isByteCount(String resource) {
    return resource.equals("memory")
        || resource.endsWith("storage")
        || resource.startsWith("hugepages-");
  }

  private static String binary(BigInteger whole) {
    BigInteger kibi = BigInteger.valueOf(1024);
    String suffix = "";
    BigInteger value = whole;
    for (int i = 0;
        i < BINARY_SUFFIXES.length
            && value.signum() != 0
            && value.abs().compareTo(kibi) >= 0
            && value.mod(kibi).signum() == 0;
        i++) {
      value = value.divide(kibi);
      suffix = BINARY_SUFFIXES[i];
    }
    return value + suffix;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ResourceAmounts other && stripped(amounts).equals(stripped(other.amounts));
  }

  @Override
  public int hashCode() {
    return stripped(amounts).hashCode();
  }

  private static Map<String, BigDecimal> stripped(Map<String, BigDecimal> map) {
    Map<String, BigDecimal> result = new TreeMap<>();
    map.forEach((k, v) -> result.put(k, v.stripTrailingZeros()));
    return result;
  }

  @Override
  public String toString() {
    return toJson().toString();
  }
}
