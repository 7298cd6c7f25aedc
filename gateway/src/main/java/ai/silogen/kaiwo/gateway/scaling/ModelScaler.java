package ai.silogen.kaiwo.gateway.scaling;

/** Writes a Model's desired replica count. Blocking; call it off the event loops. */
@FunctionalInterface
public interface ModelScaler {

  /**
   * Sets the replicas of Model {@code namespace/name}.
   *
   * @throws RuntimeException when the write fails
   */
  void scale(String namespace, String name, int replicas);
}
