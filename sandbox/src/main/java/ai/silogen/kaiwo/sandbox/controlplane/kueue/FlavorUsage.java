package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Quota in use (or reserved) per flavor, as an immutable value. */
public final class FlavorUsage {

  public static final FlavorUsage NONE = new FlavorUsage(Map.of());

  private final Map<String, ResourceAmounts> byFlavor;

  private FlavorUsage(Map<String, ResourceAmounts> byFlavor) {
    this.byFlavor = Collections.unmodifiableMap(new TreeMap<>(byFlavor));
  }

  public ResourceAmounts of(String flavor) {
    return byFlavor.getOrDefault(flavor, ResourceAmounts.NONE);
  }

  /** The flavors with quota held, sorted. */
  public Set<String> flavors() {
    return byFlavor.keySet();
  }

  public BigDecimal of(String flavor, String resource) {
    return of(flavor).get(resource);
  }

  public FlavorUsage plus(String flavor, ResourceAmounts amounts) {
    Map<String, ResourceAmounts> result = new TreeMap<>(byFlavor);
    result.merge(flavor, amounts, ResourceAmounts::plus);
    return new FlavorUsage(result);
  }

  public FlavorUsage plus(FlavorUsage other) {
    FlavorUsage result = this;
    for (Map.Entry<String, ResourceAmounts> e : other.byFlavor.entrySet()) {
      result = result.plus(e.getKey(), e.getValue());
    }
    return result;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FlavorUsage other && byFlavor.equals(other.byFlavor);
  }

  @Override
  public int hashCode() {
    return byFlavor.hashCode();
  }

  @Override
  public String toString() {
    return byFlavor.toString();
  }
}
