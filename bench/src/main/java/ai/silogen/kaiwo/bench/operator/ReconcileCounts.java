package ai.silogen.kaiwo.bench.operator;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BinaryOperator;

/**
 * Reconciles per controller, from the Java Operator SDK's meters: it counts each finished execution
 * in {@code operator.sdk.controllers.execution.reconcile.success} (or {@code .failure}) and times
 * it in {@code operator.sdk.controllers.execution.reconcile}, tagged with the controller's name.
 */
final class ReconcileCounts {
  private static final String EXECUTION = "operator.sdk.controllers.execution.reconcile";

  private ReconcileCounts() {}

  /**
   * Reconciles of one controller.
   *
   * @param count finished executions
   * @param millis time spent in them
   */
  record Reconciles(long count, double millis) {
    Reconciles minus(Reconciles other) {
      return new Reconciles(count - other.count, millis - other.millis);
    }

    @Override
    public String toString() {
      return "%d in %.0f ms".formatted(count, millis);
    }
  }

  /** Reconciles so far, by controller name. */
  static Map<String, Reconciles> of(MeterRegistry registry) {
    Map<String, Long> counts = new TreeMap<>();
    Map<String, Double> millis = new TreeMap<>();
    for (var meter : registry.getMeters()) {
      String name = meter.getId().getName();
      String controller = meter.getId().getTag("controller");
      if (controller == null || !name.startsWith(EXECUTION)) {
        continue;
      }
      if (meter instanceof Counter counter) {
        counts.merge(controller, (long) counter.count(), Long::sum);
      } else if (meter instanceof Timer timer && name.equals(EXECUTION)) {
        millis.merge(controller, timer.totalTime(TimeUnit.MILLISECONDS), Double::sum);
      }
    }
    Map<String, Reconciles> reconciles = new TreeMap<>();
    counts.forEach(
        (controller, count) ->
            reconciles.put(
                controller, new Reconciles(count, millis.getOrDefault(controller, 0.0))));
    return reconciles;
  }

  /** {@code after} minus {@code before}, controller by controller. */
  static Map<String, Reconciles> since(
      Map<String, Reconciles> before, Map<String, Reconciles> after) {
    return since(
        before,
        after,
        (count, earlier) -> count.minus(earlier == null ? new Reconciles(0, 0) : earlier));
  }

  /** {@code after} minus {@code before}, key by key, for any counts. */
  static <V> Map<String, V> since(
      Map<String, V> before, Map<String, V> after, BinaryOperator<V> minus) {
    Map<String, V> delta = new TreeMap<>();
    after.forEach((key, value) -> delta.put(key, minus.apply(value, before.get(key))));
    return delta;
  }
}
