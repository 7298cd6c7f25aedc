package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.autoscaling.ScalingTarget;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.discovery.ModelScaling;
import ai.silogen.kaiwo.gateway.openai.ServedModel;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Models for gateway tests, without a Model CR. */
public final class TestModels {
  private TestModels() {}

  /** A text-generation model with one replica, LeastLoad, no adapters or labels. */
  public static ModelInfo model(String namespace, String name) {
    return model(namespace, name, Set.of(), Map.of(), List.of("TextGeneration"), 1);
  }

  public static ModelInfo model(
      String namespace,
      String name,
      Set<String> adapters,
      Map<String, String> labels,
      List<String> features,
      int replicas) {
    return new ModelInfo(
        new ServedModel(namespace, name, labels, adapters, LoadBalancingConfig.DEFAULT),
        features,
        Instant.ofEpochSecond(1_700_000_000),
        "",
        new ModelScaling(false, replicas, replicas, ScalingTarget.defaults(), Optional.empty()));
  }

  /** {@code model} with another load-balancing configuration. */
  public static ModelInfo withBalancing(ModelInfo model, LoadBalancingConfig balancing) {
    ServedModel served = model.served();
    return new ModelInfo(
        new ServedModel(
            served.namespace(), served.name(), served.labels(), served.adapters(), balancing),
        model.features(),
        model.created(),
        model.owner(),
        model.scaling());
  }
}
