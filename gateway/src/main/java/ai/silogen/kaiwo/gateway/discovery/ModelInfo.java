package ai.silogen.kaiwo.gateway.discovery;

import ai.silogen.kaiwo.gateway.openai.ServedModel;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Everything the gateway reads from a Model CR: routing facts ({@link ServedModel}), what {@code
 * /v1/models} lists, and the autoscaling settings.
 *
 * @param served namespace, name, labels, adapters and load balancing
 * @param features {@code spec.features} in CR spelling ({@code TextGeneration}, ...)
 * @param created the creation time, or {@code null} when unknown
 * @param owner {@code spec.owner}, {@code ""} when unset
 * @param scaling replicas and autoscaling settings
 */
public record ModelInfo(
    ServedModel served,
    List<String> features,
    Instant created,
    String owner,
    ModelScaling scaling) {

  public ModelInfo {
    Objects.requireNonNull(served, "served");
    features = List.copyOf(features);
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(scaling, "scaling");
  }

  /** {@code <namespace>/<name>}. */
  public String modelKey() {
    return served.modelKey();
  }

  public String namespace() {
    return served.namespace();
  }

  public String name() {
    return served.name();
  }

  public ModelInfo withScaling(ModelScaling value) {
    return new ModelInfo(served, features, created, owner, value);
  }
}
