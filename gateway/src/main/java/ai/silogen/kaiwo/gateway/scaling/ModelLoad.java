package ai.silogen.kaiwo.gateway.scaling;

/**
 * A model's active (in-flight plus waiting) requests, summed over gateway replicas, as an
 * autoscaler tick sees them.
 *
 * @param active the count at the moment of reading: what KubeAI's autoscaler samples
 * @param meanActive the mean count since the previous tick, which also counts requests that started
 *     and ended in between (decision 0019)
 */
public record ModelLoad(double active, double meanActive) {

  /** A load that has been {@code active} all along. */
  public static ModelLoad steady(double active) {
    return new ModelLoad(active, active);
  }

  ModelLoad plus(ModelLoad other) {
    return new ModelLoad(active + other.active, meanActive + other.meanActive);
  }
}
