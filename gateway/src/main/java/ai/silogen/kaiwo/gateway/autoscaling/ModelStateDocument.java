package ai.silogen.kaiwo.gateway.autoscaling;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * The saved autoscaling state of one model. {@code averageActiveRequests} is KubeAI's only field;
 * the others are ours and are omitted when unset, so KubeAI can read our documents and we can read
 * KubeAI's.
 *
 * @param averageActiveRequests the smoothed active requests at the last tick
 * @param consecutiveScaleDowns KubeAI mode: lower recommendations seen in a row
 * @param panicSince fast mode: when the model last had reason to panic, {@code null} if calm
 * @param maxPanicReplicas fast mode: the highest count requested during the current panic
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ModelStateDocument(
    double averageActiveRequests,
    Integer consecutiveScaleDowns,
    Instant panicSince,
    Integer maxPanicReplicas) {

  /** A document with only KubeAI's field. */
  public static ModelStateDocument ofAverage(double averageActiveRequests) {
    return new ModelStateDocument(averageActiveRequests, null, null, null);
  }
}
