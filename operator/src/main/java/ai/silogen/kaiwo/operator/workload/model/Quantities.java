package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.Optional;

/** Parsing and arithmetic of Kubernetes quantities ({@code 500m}, {@code 32Gi}, {@code 2}). */
public final class Quantities {

  private Quantities() {}

  /** The amount of {@code value} in base units, or empty when it is not a quantity. */
  public static Optional<BigDecimal> amount(String value) {
    if (value == null || value.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Quantity.getAmountInBytes(new Quantity(value.trim())));
    } catch (IllegalArgumentException | ArithmeticException e) {
      return Optional.empty();
    }
  }

  /** Whether {@code value} is a valid quantity. */
  public static boolean isValid(String value) {
    return amount(value).isPresent();
  }

  /** Whether two quantities denote the same amount ({@code 0.5} and {@code 500m} do). */
  public static boolean sameAmount(String left, String right) {
    Optional<BigDecimal> a = amount(left);
    Optional<BigDecimal> b = amount(right);
    return a.isPresent() && b.isPresent() && a.get().compareTo(b.get()) == 0;
  }

  /** {@code count} whole cores, e.g. {@code 32}. */
  public static Quantity cores(int count) {
    return new Quantity(Integer.toString(count));
  }

  /** {@code count} gibibytes, e.g. {@code 256Gi}. */
  public static Quantity gibibytes(int count) {
    return new Quantity(count + "Gi");
  }

  /** Whether {@code a} is at least {@code b} (both valid quantities). */
  public static boolean atLeast(Quantity a, Quantity b) {
    return Quantity.getAmountInBytes(a).compareTo(Quantity.getAmountInBytes(b)) >= 0;
  }
}
