package ai.silogen.kaiwo.operator.health;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the operator says about itself on {@code /healthz} and {@code /readyz}.
 *
 * <p>Ready means started (every informer synced) with every event source healthy. Live is weaker on
 * purpose: while the informers of a large cluster still sync the process is alive, and a restart
 * would only start the sync again; only a started operator that lost an event source (a watch that
 * keeps failing) asks to be restarted.
 *
 * @param started the controllers have started and their caches are synced
 * @param leader this replica reconciles (always, without leader election)
 * @param unhealthy per controller name, the event sources that are not healthy
 */
public record HealthReport(boolean started, boolean leader, Map<String, List<String>> unhealthy) {

  public HealthReport {
    unhealthy = Map.copyOf(unhealthy);
  }

  /** The report of an operator that has not finished starting. */
  public static HealthReport starting() {
    return new HealthReport(false, false, Map.of());
  }

  /** Whether the liveness probe should pass. */
  public boolean live() {
    return !started || unhealthy.isEmpty();
  }

  /** Whether the readiness probe should pass. */
  public boolean ready() {
    return started && unhealthy.isEmpty();
  }

  /** The report as a JSON-ready map, so that a failing probe explains itself. */
  public Map<String, Object> body() {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("started", started);
    body.put("leader", leader);
    body.put("unhealthyEventSources", unhealthy);
    return body;
  }
}
