package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigSpec;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.List;
import java.util.function.UnaryOperator;

/** KaiwoQueueConfigs used by several tests. */
final class QueueConfigs {

  private QueueConfigs() {}

  /**
   * An operator sandbox that admits Kaiwo workloads through Kueue (config, node pools, queues and
   * workloads), with {@code namespaces} created and the default KaiwoQueueConfig ready.
   */
  static OperatorSandbox startForWorkloads(String... namespaces) {
    OperatorSandbox cluster =
        OperatorSandbox.start(
            List.of(
                new KaiwoConfigModule(),
                new NodePoolModule(),
                new QueueModule(),
                new WorkloadsModule()));
    OperatorSandbox.createNamespaces(cluster.client(), namespaces);
    OperatorSandbox.awaitQueueConfigReady(cluster.client());
    return cluster;
  }

  /**
   * Creates a KaiwoJob {@code namespace/name} of user dev@example.com that echoes, with {@code
   * extra} (YAML lines, each but the first indented by two spaces) added to its spec.
   */
  static void createJob(KubernetesClient client, String namespace, String name, String extra) {
    client
        .resource(
            ApiSerialization.read(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: %s, namespace: %s}
                spec:
                  user: dev@example.com
                  image: busybox
                  entrypoint: echo hi
                  %s
                """
                    .formatted(name, namespace, extra),
                KaiwoJob.class))
        .create();
  }

  /** Replaces the spec of the {@code kaiwo} singleton with {@code spec}. */
  static void writeSpec(KubernetesClient client, KaiwoQueueConfigSpec spec) {
    editSpec(client, current -> spec);
  }

  /**
   * Changes the spec of the {@code kaiwo} singleton, reading it again when the write conflicts with
   * the operator's.
   */
  static void editSpec(KubernetesClient client, UnaryOperator<KaiwoQueueConfigSpec> edit) {
    OperatorSandbox.retrying(
        () ->
            client
                .resources(KaiwoQueueConfig.class)
                .withName("kaiwo")
                .edit(
                    config -> {
                      config.setSpec(edit.apply(config.getSpec()));
                      return config;
                    }));
  }

  /**
   * Three flavors (one with taints and tolerations, one with a topology), three cluster queues (two
   * with namespaces), two priority classes and a topology.
   */
  static final String CUSTOM =
      """
      apiVersion: kaiwo.silogen.ai/v1alpha1
      kind: KaiwoQueueConfig
      metadata: {name: kaiwo}
      spec:
        resourceFlavors:
          - name: cpu
            nodeLabels: {kaiwo/nodepool: cpu-nodes}
          - name: mi300x
            nodeLabels: {kaiwo/nodepool: mi300x-nodes}
            taints: [{key: gpu, value: "true", effect: NoSchedule}]
            tolerations: [{key: gpu, operator: Exists, effect: NoSchedule}]
          - name: racked
            nodeLabels: {kaiwo/nodepool: racked}
            topologyName: racks
        clusterQueues:
          - name: team-a
            namespaces: [team-a, shared]
            spec:
              cohort: research
              namespaceSelector: {}
              resourceGroups:
                - coveredResources: [cpu, memory, amd.com/gpu]
                  flavors:
                    - name: mi300x
                      resources:
                        - {name: amd.com/gpu, nominalQuota: 16}
                        - {name: cpu, nominalQuota: 200}
          - name: team-b
            namespaces: [team-b]
            spec:
              cohort: research
              resourceGroups:
                - coveredResources: [cpu, memory]
                  flavors:
                    - name: cpu
                      resources:
                        - {name: cpu, nominalQuota: 64}
                        - {name: memory, nominalQuota: 256Gi}
          - name: batch
            spec:
              queueingStrategy: StrictFIFO
        workloadPriorityClasses:
          - metadata: {name: high, labels: {tier: gold}}
            value: 1000
            description: urgent work
          - metadata: {name: low}
            value: 10
        topologies:
          - metadata: {name: racks}
            spec:
              levels: [{nodeLabel: kaiwo/topology-rack}, {nodeLabel: kubernetes.io/hostname}]
      """;

  static KaiwoQueueConfig custom() {
    KaiwoQueueConfig config = ApiSerialization.read(CUSTOM, KaiwoQueueConfig.class);
    config.getMetadata().setUid("uid-1");
    return config;
  }
}
