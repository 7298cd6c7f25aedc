package ai.silogen.kaiwo.operator.workload.lifecycle;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;

/**
 * The Kueue side of the test cluster, as the queue-config controller would create it: one
 * ResourceFlavor per GPU node pool and a CPU flavor, the cluster queue {@code kaiwo} with the whole
 * default node pool as quota, a cluster queue {@code tiny} with room for one 8-GPU job, and the
 * KaiwoQueueConfig {@code kaiwo} listing both.
 */
final class QueueSetup {

  static final String DEFAULT_QUEUE = "kaiwo";
  static final String TINY_QUEUE = "tiny";

  private QueueSetup() {}

  static void create(KubernetesClient client) {
    for (String yaml :
        new String[] {
          flavor("mi300x", "sandbox-mi300x-8x"),
          flavor("h100", "sandbox-h100-8x"),
          flavor("cpu", "sandbox-cpu"),
          clusterQueue(DEFAULT_QUEUE, 16, 16),
          clusterQueue(TINY_QUEUE, 8, 0),
          QUEUE_CONFIG
        }) {
      HasMetadata object = ApiSerialization.readAll(yaml).get(0);
      client.resource(object).create();
    }
  }

  /** Adds a cluster queue to the KaiwoQueueConfig (and to Kueue). */
  static void addClusterQueue(KubernetesClient client, String name) {
    client.resource(ApiSerialization.readAll(clusterQueue(name, 8, 8)).get(0)).create();
    client
        .resources(KaiwoQueueConfig.class)
        .withName("kaiwo")
        .edit(
            config -> {
              ClusterQueue queue = new ClusterQueue();
              queue.setName(name);
              config.getSpec().getClusterQueues().add(queue);
              return config;
            });
  }

  private static String flavor(String name, String instanceType) {
    return """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: ResourceFlavor
        metadata: {name: %s}
        spec:
          nodeLabels: {node.kubernetes.io/instance-type: %s}
        """
        .formatted(name, instanceType);
  }

  private static String clusterQueue(String name, int amdGpus, int nvidiaGpus) {
    return """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: ClusterQueue
        metadata: {name: %1$s}
        spec:
          namespaceSelector: {}
          resourceGroups:
          - coveredResources: [cpu, memory, amd.com/gpu, nvidia.com/gpu]
            flavors:
            - name: mi300x
              resources:
              - {name: cpu, nominalQuota: 192}
              - {name: memory, nominalQuota: 3000Gi}
              - {name: amd.com/gpu, nominalQuota: %2$d}
              - {name: nvidia.com/gpu, nominalQuota: 0}
            - name: h100
              resources:
              - {name: cpu, nominalQuota: 192}
              - {name: memory, nominalQuota: 2000Gi}
              - {name: amd.com/gpu, nominalQuota: 0}
              - {name: nvidia.com/gpu, nominalQuota: %3$d}
            - name: cpu
              resources:
              - {name: cpu, nominalQuota: 32}
              - {name: memory, nominalQuota: 128Gi}
              - {name: amd.com/gpu, nominalQuota: 0}
              - {name: nvidia.com/gpu, nominalQuota: 0}
        """
        .formatted(name, amdGpus, nvidiaGpus);
  }

  private static final String QUEUE_CONFIG =
      """
      apiVersion: kaiwo.silogen.ai/v1alpha1
      kind: KaiwoQueueConfig
      metadata: {name: kaiwo}
      spec:
        clusterQueues:
          - name: kaiwo
          - name: tiny
      """;
}
