package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The spec a KaiwoQueueConfig stands for: as written, except that an empty {@code resourceFlavors}
 * means the discovered node pools (with Kaiwo's default topology when those flavors use it and the
 * config does not define it).
 */
final class EffectiveQueueSpec {

  private EffectiveQueueSpec() {}

  static KaiwoQueueConfigSpec of(KaiwoQueueConfigSpec stored, QueueRenderInputs inputs) {
    KaiwoQueueConfigSpec spec =
        stored == null ? new KaiwoQueueConfigSpec() : ApiSerialization.copy(stored);
    if (spec.getResourceFlavors() != null && !spec.getResourceFlavors().isEmpty()) {
      return spec;
    }
    spec.setResourceFlavors(DiscoveredQueues.flavors(inputs.pools(), inputs.settings()));
    DiscoveredQueues.topology(inputs.pools(), inputs.settings())
        .filter(topology -> !defines(spec, topology.getMetadata().getName()))
        .ifPresent(
            topology -> {
              List<Topology> topologies =
                  spec.getTopologies() == null
                      ? new ArrayList<>()
                      : new ArrayList<>(spec.getTopologies());
              topologies.add(topology);
              spec.setTopologies(topologies);
            });
    return spec;
  }

  private static boolean defines(KaiwoQueueConfigSpec spec, String topology) {
    return spec.getTopologies() != null
        && spec.getTopologies().stream().anyMatch(t -> topology.equals(t.getMetadata().getName()));
  }
}
