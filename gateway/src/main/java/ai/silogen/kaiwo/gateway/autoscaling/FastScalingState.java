package ai.silogen.kaiwo.gateway.autoscaling;

import java.time.Instant;
import java.util.List;

/**
 * Fast mode memory: recent samples (the stable window), the panic episode, and recent
 * recommendations (the scale-down delay window).
 *
 * @param samples active-request samples within the stable window, oldest first
 * @param panicSince the last tick that had reason to panic, {@code null} when calm
 * @param maxPanicReplicas the highest count requested in the current panic (0 when calm)
 * @param recommendations recommendations within the scale-down delay, oldest first
 * @param decidedReplicas the count the last tick decided, {@link #NOT_DECIDED} before the first
 */
public record FastScalingState(
    List<Sample> samples,
    Instant panicSince,
    int maxPanicReplicas,
    List<Sample> recommendations,
    int decidedReplicas)
    implements ScalingState {

  /** {@link #decidedReplicas} of a state no tick has decided yet (new model, restart). */
  public static final int NOT_DECIDED = -1;

  public FastScalingState {
    samples = List.copyOf(samples);
    recommendations = List.copyOf(recommendations);
  }

  /** A value observed or decided at a time. */
  public record Sample(Instant at, double value) {}

  public boolean panicking() {
    return panicSince != null;
  }

  @Override
  public double averageActiveRequests() {
    return samples.stream().mapToDouble(Sample::value).average().orElse(0);
  }

  @Override
  public ModelStateDocument toDocument() {
    return new ModelStateDocument(
        averageActiveRequests(), null, panicSince, panicking() ? maxPanicReplicas : null);
  }
}
