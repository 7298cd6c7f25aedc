package ai.silogen.kaiwo.operator.cluster;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigs;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceDefaults;
import io.fabric8.kubernetes.api.model.Node;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * An immutable snapshot of what controllers need to know about the cluster: the effective {@code
 * KaiwoConfig}, the Nodes with their GPUs, the {@code KaiwoQueueConfig} singleton (if any) and the
 * namespaces' AIMNamespaceConfig defaults.
 *
 * <p>Build one with {@link #of} from whatever source is at hand (informer caches, a {@link
 * ClusterFactsReader}, or a file for {@code kaiwo render}). Nodes that are being deleted are left
 * out; cordoned nodes count, because cordoning is usually temporary and their GPUs come back.
 */
public final class ClusterFacts {

  private final KaiwoConfig config;
  private final List<Node> nodes;
  private final List<NodeGpus> nodeGpus;
  private final Map<GpuVendor, GpuCapacity> capacity;
  private final KaiwoQueueConfig queueConfig;
  private final NamespaceConfigs namespaceConfigs;
  private final SortedSet<String> priorityClasses;

  private ClusterFacts(
      KaiwoConfig config,
      List<Node> nodes,
      List<NodeGpus> nodeGpus,
      Map<GpuVendor, GpuCapacity> capacity,
      KaiwoQueueConfig queueConfig,
      NamespaceConfigs namespaceConfigs,
      SortedSet<String> priorityClasses) {
    this.config = config;
    this.nodes = nodes;
    this.nodeGpus = nodeGpus;
    this.capacity = capacity;
    this.queueConfig = queueConfig;
    this.namespaceConfigs = namespaceConfigs;
    this.priorityClasses = priorityClasses;
  }

  /**
   * Facts from raw objects as stored in the cluster, without namespace defaults ({@link
   * #withNamespaceConfigs} adds them).
   *
   * @param kaiwoConfig the {@code kaiwo} KaiwoConfig, or {@code null} when it does not exist
   * @param nodes all Nodes
   * @param queueConfig the {@code kaiwo} KaiwoQueueConfig, or {@code null} when it does not exist
   */
  public static ClusterFacts of(
      KaiwoConfig kaiwoConfig, Collection<Node> nodes, KaiwoQueueConfig queueConfig) {
    List<Node> live =
        nodes.stream().filter(n -> n.getMetadata().getDeletionTimestamp() == null).toList();
    List<NodeGpus> nodeGpus = live.stream().map(NodeGpus::of).toList();
    Map<GpuVendor, GpuCapacity> capacity = new EnumMap<>(GpuVendor.class);
    for (GpuVendor vendor : GpuVendor.values()) {
      capacity.put(vendor, GpuCapacity.of(vendor, nodeGpus));
    }
    return new ClusterFacts(
        EffectiveKaiwoConfig.of(kaiwoConfig),
        live,
        nodeGpus,
        capacity,
        queueConfig == null ? null : CrdDefaulter.withDefaults(queueConfig),
        NamespaceConfigs.none(),
        null);
  }

  /** These facts with the namespaces' defaults looked up in {@code configs}. */
  public ClusterFacts withNamespaceConfigs(NamespaceConfigs configs) {
    // The node and GPU facts are shared, not recomputed: this runs on every workload reconcile.
    return new ClusterFacts(
        config,
        nodes,
        nodeGpus,
        capacity,
        queueConfig,
        Objects.requireNonNull(configs),
        priorityClasses);
  }

  /** These facts with the names of the cluster's Kueue WorkloadPriorityClasses. */
  public ClusterFacts withWorkloadPriorityClasses(Collection<String> names) {
    return new ClusterFacts(
        config,
        nodes,
        nodeGpus,
        capacity,
        queueConfig,
        namespaceConfigs,
        Collections.unmodifiableSortedSet(new TreeSet<>(names)));
  }

  /**
   * The names of the cluster's Kueue WorkloadPriorityClasses; empty when these facts were not read
   * from a cluster (e.g. for {@code kaiwo render}), so that nothing is concluded from them.
   */
  public Optional<SortedSet<String>> workloadPriorityClasses() {
    return Optional.ofNullable(priorityClasses);
  }

  /** What the AIMNamespaceConfig of {@code namespace} supplies to its workloads and Models. */
  public NamespaceDefaults namespaceDefaults(String namespace) {
    return namespaceConfigs.forNamespace(namespace);
  }

  /** The effective KaiwoConfig (every default applied). */
  public KaiwoConfig config() {
    return config;
  }

  /** Shortcut for {@code config().getSpec()}. */
  public KaiwoConfigSpec settings() {
    return config.getSpec();
  }

  /** The live Nodes. */
  public List<Node> nodes() {
    return nodes;
  }

  /** GPUs of each live Node, in {@link #nodes()} order. */
  public List<NodeGpus> nodeGpus() {
    return nodeGpus;
  }

  /** The GPUs of {@code vendor} across the cluster. */
  public GpuCapacity gpus(GpuVendor vendor) {
    return capacity.get(Objects.requireNonNull(vendor));
  }

  /**
   * The GPUs of {@code vendor} on the nodes whose {@code kaiwo/gpu-model} label is one of {@code
   * models}: the only nodes a workload restricted to those models can use. All of the vendor's GPUs
   * when {@code models} is empty.
   */
  public GpuCapacity gpus(GpuVendor vendor, Collection<String> models) {
    if (models == null || models.isEmpty()) {
      return gpus(vendor);
    }
    List<NodeGpus> matching = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      if (models.contains(gpuModel(nodes.get(i)))) {
        matching.add(nodeGpus.get(i));
      }
    }
    return GpuCapacity.of(vendor, matching);
  }

  /** The {@code kaiwo/gpu-model} values of the live nodes, sorted. */
  public SortedSet<String> gpuModels() {
    SortedSet<String> models = new TreeSet<>();
    for (Node node : nodes) {
      String model = gpuModel(node);
      if (model != null) {
        models.add(model);
      }
    }
    return models;
  }

  private static String gpuModel(Node node) {
    Map<String, String> labels = node.getMetadata().getLabels();
    return labels == null ? null : labels.get(KaiwoLabels.NODE_GPU_MODEL);
  }

  /** The KaiwoQueueConfig singleton (CRD defaults applied), if it exists. */
  public Optional<KaiwoQueueConfig> queueConfig() {
    return Optional.ofNullable(queueConfig);
  }

  /** The cluster queue called {@code name} in the KaiwoQueueConfig, if both exist. */
  public Optional<ClusterQueue> clusterQueue(String name) {
    return queueConfig()
        .map(KaiwoQueueConfig::getSpec)
        .map(
            spec ->
                spec.getClusterQueues() == null ? List.<ClusterQueue>of() : spec.getClusterQueues())
        .flatMap(queues -> queues.stream().filter(q -> name.equals(q.getName())).findFirst());
  }

  /** The cluster queue of workloads that do not name one (KaiwoConfig). */
  public String defaultClusterQueue() {
    return config.getSpec().getDefaultClusterQueueName();
  }
}
