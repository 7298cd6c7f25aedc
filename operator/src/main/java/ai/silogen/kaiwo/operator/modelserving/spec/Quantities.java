package ai.silogen.kaiwo.operator.modelserving.spec;

import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Arithmetic on resource quantities that keeps the unit a person wrote ({@code 24Gi × 2 = 48Gi}).
 */
public final class Quantities {

  private Quantities() {}

  /** {@code quantity × factor} in the same suffix, e.g. {@code 500m × 3 = 1500m}. */
  public static Quantity multiply(Quantity quantity, int factor) {
    String format = quantity.getFormat() == null ? "" : quantity.getFormat();
    BigDecimal amount = new BigDecimal(quantity.getAmount()).multiply(BigDecimal.valueOf(factor));
    return new Quantity(plain(amount), format);
  }

  /** Every quantity of {@code resources} multiplied, keys sorted for a stable pod spec. */
  public static Map<String, Quantity> multiply(Map<String, Quantity> resources, int factor) {
    Map<String, Quantity> result = new LinkedHashMap<>();
    new TreeMap<>(resources).forEach((name, value) -> result.put(name, multiply(value, factor)));
    return result;
  }

  private static String plain(BigDecimal value) {
    BigDecimal stripped = value.stripTrailingZeros();
    return stripped.scale() < 0 ? stripped.setScale(0).toPlainString() : stripped.toPlainString();
  }
}
