package ai.silogen.kaiwo.gateway.autoscaling;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The autoscaler state stored between gateway restarts, in KubeAI's format {@code
 * {"models":{"<name>":{"averageActiveRequests":<float>}},"lastCalculationTime":"<RFC 3339>"}} plus
 * our optional per-model fields. Unknown fields are ignored in both directions.
 *
 * @param models state per model key
 * @param lastCalculationTime when the state was computed
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AutoscalerStateDocument(
    Map<String, ModelStateDocument> models, Instant lastCalculationTime) {
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .registerModule(new JavaTimeModule())
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);

  public AutoscalerStateDocument {
    models =
        Collections.unmodifiableSortedMap(models == null ? new TreeMap<>() : new TreeMap<>(models));
  }

  /** An empty document, as after a first start. */
  public static AutoscalerStateDocument empty() {
    return new AutoscalerStateDocument(Map.of(), null);
  }

  /**
   * Reads a document written by us or by KubeAI.
   *
   * @throws IllegalArgumentException when {@code json} is not a state document
   */
  public static AutoscalerStateDocument fromJson(String json) {
    try {
      return JSON.readValue(json, AutoscalerStateDocument.class);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(
          "invalid autoscaler state document: " + e.getOriginalMessage(), e);
    }
  }

  public String toJson() {
    try {
      return JSON.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialise autoscaler state", e);
    }
  }
}
