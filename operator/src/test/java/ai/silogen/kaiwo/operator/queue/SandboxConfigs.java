package ai.silogen.kaiwo.operator.queue;

/** KaiwoQueueConfig specs for the sandbox's nodes (2 × MI300X, 2 × H100, 1 CPU node). */
final class SandboxConfigs {

  private SandboxConfigs() {}

  /** Three flavors, three cluster queues (LocalQueues in two namespaces), two priority classes. */
  static final String CUSTOM =
      """
      resourceFlavors:
        - name: mi300x
          nodeLabels: {kaiwo/nodepool: amd-mi300x-8gpu-86core-1382gi}
          taints: [{key: dedicated, value: gpu, effect: NoSchedule}]
          tolerations: [{key: dedicated, operator: Equal, value: gpu, effect: NoSchedule}]
        - name: h100
          nodeLabels: {kaiwo/nodepool: nvidia-nvidiah10080gbhbm3-8gpu-86core-921gi}
        - name: cpu
          nodeLabels: {kaiwo/nodepool: cpu-only-0gpu-28core-115gi}
      topologies:
        - metadata: {name: racks}
          spec: {levels: [{nodeLabel: kubernetes.io/hostname}]}
      clusterQueues:
        - name: research
          namespaces: [team-a, team-b]
          spec:
            cohort: all
            namespaceSelector: {}
            resourceGroups:
              - coveredResources: [cpu, memory, amd.com/gpu]
                flavors:
                  - name: mi300x
                    resources:
                      - {name: cpu, nominalQuota: 96}
                      - {name: memory, nominalQuota: 1Ti}
                      - {name: amd.com/gpu, nominalQuota: 8}
        - name: inference
          namespaces: [team-b]
          spec:
            cohort: all
            namespaceSelector: {}
            resourceGroups:
              - coveredResources: [cpu, memory, nvidia.com/gpu]
                flavors:
                  - name: h100
                    resources:
                      - {name: cpu, nominalQuota: 96}
                      - {name: memory, nominalQuota: 1Ti}
                      - {name: nvidia.com/gpu, nominalQuota: 16}
        - name: batch
          spec:
            namespaceSelector: {}
            resourceGroups:
              - coveredResources: [cpu, memory]
                flavors:
                  - name: cpu
                    resources:
                      - {name: cpu, nominalQuota: 16}
                      - {name: memory, nominalQuota: 64Gi}
      workloadPriorityClasses:
        - metadata: {name: high}
          value: 1000
        - metadata: {name: low}
          value: 10
      """;
}
