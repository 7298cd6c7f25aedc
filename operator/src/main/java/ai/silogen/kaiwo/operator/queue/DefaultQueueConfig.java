package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ResourceFlavorSpec;
import ai.silogen.kaiwo.operator.kaiwoconfig.Singletons;
import ai.silogen.kaiwo.operator.nodepool.NodePool;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The KaiwoQueueConfig Kaiwo creates when none exists, and how the discovered part of an existing
 * one follows the nodes when {@code dynamicallyUpdateDefaultClusterQueue} is set.
 *
 * <p>The names of generated flavors and topology are remembered in annotations, so a later merge
 * replaces exactly what discovery wrote before: pools that disappear take their flavors with them,
 * while flavors, queues and topologies an administrator added are never touched.
 */
public final class DefaultQueueConfig {

  /** Comma-separated names of the flavors that node-pool discovery wrote into the spec. */
  public static final String DISCOVERED_FLAVORS = ApiGroups.KAIWO + "/discovered-flavors";

  /** Name of the topology that node-pool discovery wrote into the spec, if any. */
  public static final String DISCOVERED_TOPOLOGY = ApiGroups.KAIWO + "/discovered-topology";

  private DefaultQueueConfig() {}

  /** A new {@code kaiwo} KaiwoQueueConfig with the discovered flavors and the default queue. */
  public static KaiwoQueueConfig create(List<NodePool> pools, KaiwoConfigSpec settings) {
    KaiwoQueueConfig config = new KaiwoQueueConfig();
    config.setMetadata(new ObjectMetaBuilder().withName(Singletons.NAME).build());
    config.setSpec(new KaiwoQueueConfigSpec());
    return merge(config, pools, settings);
  }

  /**
   * A copy of {@code stored} whose discovered flavors, default ClusterQueue quotas and default
   * topology match {@code pools}. Of the default queue only {@code resourceGroups} and {@code
   * cohort} are replaced; its namespaces and other policies are kept.
   */
  public static KaiwoQueueConfig merge(
      KaiwoQueueConfig stored, List<NodePool> pools, KaiwoConfigSpec settings) {
    KaiwoQueueConfig config = ApiSerialization.copy(stored);
    KaiwoQueueConfigSpec spec =
        config.getSpec() == null ? new KaiwoQueueConfigSpec() : config.getSpec();
    config.setSpec(spec);
    Map<String, String> annotations = annotations(config.getMetadata());
    mergeFlavors(spec, DiscoveredQueues.flavors(pools, settings), annotations);
    spec.setClusterQueues(withDefaultQueue(orEmpty(spec.getClusterQueues()), pools, settings));
    mergeTopology(spec, DiscoveredQueues.topology(pools, settings), annotations);
    config.getMetadata().setAnnotations(annotations);
    return config;
  }

  /** Replaces the previously discovered flavors (and same-named ones) by {@code discovered}. */
  private static void mergeFlavors(
      KaiwoQueueConfigSpec spec,
      List<ResourceFlavorSpec> discovered,
      Map<String, String> annotations) {
    Set<String> replaced = new HashSet<>(names(annotations.get(DISCOVERED_FLAVORS)));
    discovered.forEach(f -> replaced.add(f.getName()));
    List<ResourceFlavorSpec> flavors = new ArrayList<>(orEmpty(spec.getResourceFlavors()));
    flavors.removeIf(f -> replaced.contains(f.getName()));
    flavors.addAll(discovered);
    spec.setResourceFlavors(absentIfEmpty(flavors, spec.getResourceFlavors()));
    annotations.put(
        DISCOVERED_FLAVORS,
        String.join(",", discovered.stream().map(ResourceFlavorSpec::getName).toList()));
  }

  /** Replaces the previously discovered topology (and a same-named one) by {@code discovered}. */
  private static void mergeTopology(
      KaiwoQueueConfigSpec spec, Optional<Topology> discovered, Map<String, String> annotations) {
    String previous = annotations.remove(DISCOVERED_TOPOLOGY);
    Set<String> replaced = new HashSet<>();
    if (previous != null) {
      replaced.add(previous);
    }
    discovered.ifPresent(t -> replaced.add(t.getMetadata().getName()));
    List<Topology> topologies = new ArrayList<>(orEmpty(spec.getTopologies()));
    topologies.removeIf(t -> replaced.contains(t.getMetadata().getName()));
    discovered.ifPresent(
        t -> {
          topologies.add(t);
          annotations.put(DISCOVERED_TOPOLOGY, t.getMetadata().getName());
        });
    spec.setTopologies(absentIfEmpty(topologies, spec.getTopologies()));
  }

  private static List<ClusterQueue> withDefaultQueue(
      List<ClusterQueue> queues, List<NodePool> pools, KaiwoConfigSpec settings) {
    ClusterQueue generated = DiscoveredQueues.defaultClusterQueue(pools, settings);
    List<ClusterQueue> result = new ArrayList<>();
    boolean found = false;
    for (ClusterQueue queue : queues) {
      if (queue.getName().equals(generated.getName())) {
        ClusterQueue updated = ApiSerialization.copy(queue);
        if (updated.getSpec() == null) {
          updated.setSpec(generated.getSpec());
        } else {
          updated.getSpec().setResourceGroups(generated.getSpec().getResourceGroups());
          updated.getSpec().setCohort(generated.getSpec().getCohort());
        }
        result.add(updated);
        found = true;
      } else {
        result.add(queue);
      }
    }
    if (!found) {
      result.add(generated);
    }
    return result;
  }

  private static Map<String, String> annotations(ObjectMeta metadata) {
    return metadata.getAnnotations() == null
        ? new LinkedHashMap<>()
        : new LinkedHashMap<>(metadata.getAnnotations());
  }

  private static List<String> names(String joined) {
    return joined == null || joined.isBlank() ? List.of() : Arrays.asList(joined.split(","));
  }

  /** Keeps a list absent that was absent and stays empty, so an unchanged spec stays equal. */
  private static <T> List<T> absentIfEmpty(List<T> result, List<T> before) {
    return result.isEmpty() && before == null ? null : result;
  }
}
