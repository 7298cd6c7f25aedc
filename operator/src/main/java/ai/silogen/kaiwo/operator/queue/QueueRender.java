package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueueSpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavorSpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigSpec;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import ai.silogen.kaiwo.operator.nodepool.NodePoolDiscovery;
import ai.silogen.kaiwo.operator.support.FieldError;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Turns a KaiwoQueueConfig into the Kueue objects it stands for (reference §10): Topologies,
 * ResourceFlavors (with their taints and tolerations), ClusterQueues (quotas in {@code
 * coveredResources} order), a LocalQueue named after each ClusterQueue in each namespace it lists,
 * and WorkloadPriorityClasses. When the config lists no flavors, the discovered node pools are
 * used. Every object carries the {@value #QUEUE_CONFIG_LABEL} label; ownership (owner references)
 * is added when the objects are applied.
 */
public final class QueueRender {

  /** Label naming the KaiwoQueueConfig an object was generated from. */
  public static final String QUEUE_CONFIG_LABEL = ApiGroups.KAIWO + "/queue-config";

  private QueueRender() {}

  /**
   * The Kueue objects of {@code config} on a cluster with {@code nodes} and the given KaiwoConfig
   * (either may be {@code null}), for {@code kaiwo render}: all listed namespaces are assumed to
   * exist.
   *
   * @throws IllegalArgumentException naming every invalid field of the config
   */
  public static List<HasMetadata> render(
      KaiwoQueueConfig config, Collection<Node> nodes, KaiwoConfig kaiwoConfig) {
    KaiwoConfigSpec settings = EffectiveKaiwoConfig.of(kaiwoConfig).getSpec();
    QueueRenderResult result =
        render(
            config,
            new QueueRenderInputs(
                NodePoolDiscovery.discover(nodes == null ? List.of() : nodes, settings),
                settings,
                namespace -> true,
                true));
    if (!result.problems().isEmpty()) {
      throw new IllegalArgumentException(
          "KaiwoQueueConfig "
              + config.getMetadata().getName()
              + " is invalid: "
              + FieldError.summary(result.problems()));
    }
    return result.objects().all();
  }

  /** The Kueue objects of {@code config}, or the problems that prevent rendering it. */
  public static QueueRenderResult render(KaiwoQueueConfig config, QueueRenderInputs inputs) {
    KaiwoQueueConfigSpec spec = EffectiveQueueSpec.of(config.getSpec(), inputs);
    List<FieldError> problems = QueueConfigValidator.validate(spec);
    if (!problems.isEmpty()) {
      return new QueueRenderResult(KueueObjects.empty(), problems, List.of(), false);
    }
    String owner = config.getMetadata().getName();
    boolean dropTopologies = !inputs.topologiesSupported();
    List<Topology> topologies = new ArrayList<>();
    if (!dropTopologies) {
      for (Topology entry : orEmpty(spec.getTopologies())) {
        Topology topology = new Topology();
        topology.setMetadata(
            metadata(entry.getMetadata(), entry.getMetadata().getName(), null, owner));
        topology.setSpec(ApiSerialization.copy(entry.getSpec()));
        topologies.add(topology);
      }
    }
    List<ResourceFlavor> flavors =
        orEmpty(spec.getResourceFlavors()).stream()
            .map(f -> flavor(f, owner, dropTopologies))
            .toList();
    List<ClusterQueue> clusterQueues = new ArrayList<>();
    List<LocalQueue> localQueues = new ArrayList<>();
    TreeSet<String> missing = new TreeSet<>();
    for (var entry : orEmpty(spec.getClusterQueues())) {
      ClusterQueue queue = new ClusterQueue();
      queue.setMetadata(metadata(null, entry.getName(), null, owner));
      queue.setSpec(QuotaLayout.normalized(entry.getSpec()));
      clusterQueues.add(queue);
      for (String namespace : new TreeSet<>(orEmpty(entry.getNamespaces()))) {
        if (inputs.namespaceExists().test(namespace)) {
          localQueues.add(localQueue(entry.getName(), namespace, owner));
        } else {
          missing.add(namespace);
        }
      }
    }
    List<WorkloadPriorityClass> classes = new ArrayList<>();
    for (WorkloadPriorityClass entry : orEmpty(spec.getWorkloadPriorityClasses())) {
      WorkloadPriorityClass priorityClass = new WorkloadPriorityClass();
      priorityClass.setMetadata(
          metadata(entry.getMetadata(), entry.getMetadata().getName(), null, owner));
      priorityClass.setValue(entry.getValue());
      priorityClass.setDescription(entry.getDescription());
      classes.add(priorityClass);
    }
    return new QueueRenderResult(
        new KueueObjects(topologies, flavors, clusterQueues, localQueues, classes),
        List.of(),
        List.copyOf(missing),
        dropTopologies && usesTopologies(spec));
  }

  private static boolean usesTopologies(KaiwoQueueConfigSpec spec) {
    return !orEmpty(spec.getTopologies()).isEmpty()
        || orEmpty(spec.getResourceFlavors()).stream().anyMatch(f -> f.getTopologyName() != null);
  }

  private static ResourceFlavor flavor(
      ai.silogen.kaiwo.api.kaiwo.v1alpha1.ResourceFlavorSpec entry,
      String owner,
      boolean dropTopologies) {
    ResourceFlavorSpec spec = new ResourceFlavorSpec();
    Map<String, String> nodeLabels =
        entry.getNodeLabels() == null
            ? new LinkedHashMap<>()
            : new LinkedHashMap<>(entry.getNodeLabels());
    String topologyName = dropTopologies ? null : entry.getTopologyName();
    if (topologyName == null) {
      // Without topology-aware scheduling, keep pods on the nodes Kaiwo labelled as workers
      // (control-plane nodes excluded from node pools lose that label).
      nodeLabels.putIfAbsent(KaiwoLabels.NODE_WORKER, "true");
    }
    spec.setNodeLabels(nodeLabels);
    spec.setNodeTaints(copyOrNull(entry.getTaints()));
    spec.setTolerations(copyOrNull(entry.getTolerations()));
    spec.setTopologyName(topologyName);
    ResourceFlavor flavor = new ResourceFlavor();
    flavor.setMetadata(metadata(null, entry.getName(), null, owner));
    flavor.setSpec(spec);
    return flavor;
  }

  private static LocalQueue localQueue(String clusterQueue, String namespace, String owner) {
    LocalQueueSpec spec = new LocalQueueSpec();
    spec.setClusterQueue(clusterQueue);
    LocalQueue queue = new LocalQueue();
    queue.setMetadata(metadata(null, clusterQueue, namespace, owner));
    queue.setSpec(spec);
    return queue;
  }

  /** Name, namespace, the user's labels and annotations (if any) and the queue-config label. */
  private static ObjectMeta metadata(ObjectMeta from, String name, String namespace, String owner) {
    Map<String, String> labels = new LinkedHashMap<>();
    if (from != null && from.getLabels() != null) {
      labels.putAll(from.getLabels());
    }
    labels.put(QUEUE_CONFIG_LABEL, owner);
    return new ObjectMetaBuilder()
        .withName(name)
        .withNamespace(namespace)
        .withLabels(labels)
        .withAnnotations(
            from == null || from.getAnnotations() == null
                ? null
                : new LinkedHashMap<>(from.getAnnotations()))
        .build();
  }

  private static <T> List<T> copyOrNull(List<T> list) {
    return list == null || list.isEmpty()
        ? null
        : list.stream().map(ApiSerialization::copy).toList();
  }
}
