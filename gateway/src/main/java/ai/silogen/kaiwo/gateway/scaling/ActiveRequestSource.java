package ai.silogen.kaiwo.gateway.scaling;

import java.util.Map;
import java.util.Optional;

/** Where the autoscaler gets each model's active requests, summed over gateway replicas. */
@FunctionalInterface
public interface ActiveRequestSource {

  /**
   * The load of each model key ({@code <namespace>/<model>}), or empty when the sum cannot be known
   * this tick (a replica did not answer): scaling on a partial sum would remove replicas that the
   * missing gateway's traffic needs.
   */
  Optional<Map<String, ModelLoad>> collect();
}
