package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Kueue, KubeRay and AppWrapper objects shaped like the ones Kaiwo creates, for end-to-end tests.
 * GPU workloads ask for {@code amd.com/gpu}, which the default sandbox node pool's MI300X nodes
 * offer.
 */
final class EcosystemFixtures {

  /** Node label selecting the MI300X nodes of the default node pool. */
  static final String MI300X_NODES = "node.kubernetes.io/instance-type: sandbox-mi300x-8x";

  private EcosystemFixtures() {}

  static ObjectNode resourceFlavor(String name) {
    return Yaml.node(
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: ResourceFlavor
        metadata: {name: %s}
        spec:
          nodeLabels: {%s}
        """
            .formatted(name, MI300X_NODES));
  }

  static ObjectNode clusterQueue(String name, String flavor, int gpus) {
    return Yaml.node(
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: ClusterQueue
        metadata: {name: %s}
        spec:
          namespaceSelector: {}
          queueingStrategy: BestEffortFIFO
          resourceGroups:
          - coveredResources: [cpu, memory, amd.com/gpu]
            flavors:
            - name: %s
              resources:
              - {name: cpu, nominalQuota: 64}
              - {name: memory, nominalQuota: 512Gi}
              - {name: amd.com/gpu, nominalQuota: %d}
        """
            .formatted(name, flavor, gpus));
  }

  static ObjectNode localQueue(String namespace, String name, String clusterQueue) {
    return Yaml.node(
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: LocalQueue
        metadata: {name: %s, namespace: %s}
        spec: {clusterQueue: %s}
        """
            .formatted(name, namespace, clusterQueue));
  }

  static ObjectNode priorityClass(String name, int value) {
    return Yaml.node(
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: WorkloadPriorityClass
        metadata: {name: %s}
        value: %d
        """
            .formatted(name, value));
  }

  /** A batch Job like Kaiwo's: queue label, GPUs, a short simulated run. */
  static ObjectNode job(
      String namespace, String name, String queue, int gpus, String priorityClass) {
    ObjectNode job =
        Yaml.node(
            """
            apiVersion: batch/v1
            kind: Job
            metadata:
              name: %s
              namespace: %s
              labels: {kueue.x-k8s.io/queue-name: %s}
            spec:
              backoffLimit: 0
              template:
                metadata:
                  annotations: {sandbox.kaiwo.silogen.ai/run-seconds: "1"}
                spec:
                  restartPolicy: Never
                  containers:
                  - name: workload
                    image: busybox
                    resources:
                      requests: {cpu: "1", memory: 1Gi, amd.com/gpu: "%d"}
                      limits: {amd.com/gpu: "%d"}
            """
                .formatted(name, namespace, queue, gpus, gpus));
    if (priorityClass != null) {
      ((ObjectNode) job.path("metadata").path("labels"))
          .put("kueue.x-k8s.io/priority-class", priorityClass);
    }
    return job;
  }

  /**
   * A RayJob like Kaiwo's: one head and one GPU worker, the cluster shut down afterwards. It runs
   * for an hour unless its run-seconds annotation is changed.
   */
  static ObjectNode rayJob(String namespace, String name, String queue) {
    return Yaml.node(
        """
        apiVersion: ray.io/v1
        kind: RayJob
        metadata:
          name: %s
          namespace: %s
          labels: {kueue.x-k8s.io/queue-name: %s}
          annotations: {sandbox.kaiwo.silogen.ai/run-seconds: "3600"}
        spec:
          entrypoint: python train.py
          shutdownAfterJobFinishes: true
          rayClusterSpec:
        %s
        """
            .formatted(name, namespace, queue, indent(rayClusterSpec(), 4)));
  }

  /** Kaiwo's RayService-in-an-AppWrapper, with one Serve application. */
  static ObjectNode appWrappedRayService(String namespace, String name, String queue) {
    return Yaml.node(
        """
        apiVersion: workload.codeflare.dev/v1beta2
        kind: AppWrapper
        metadata:
          name: %1$s
          namespace: %2$s
          labels: {kueue.x-k8s.io/queue-name: %3$s}
        spec:
          components:
          - podSets:
            - {replicas: 1, path: template.spec.rayClusterConfig.headGroupSpec.template}
            - {replicas: 1, path: "template.spec.rayClusterConfig.workerGroupSpecs[0].template"}
            template:
              apiVersion: ray.io/v1
              kind: RayService
              metadata: {name: %1$s, namespace: %2$s}
              spec:
                serveConfigV2: |
                  applications:
                  - name: llm
                    import_path: serve:app
                rayClusterConfig:
        %4$s
        """
            .formatted(name, namespace, queue, indent(rayClusterSpec(), 10)));
  }

  private static String rayClusterSpec() {
    return """
        headGroupSpec:
          rayStartParams: {dashboard-host: 0.0.0.0}
          template:
            spec:
              containers:
              - name: ray-head
                image: rayproject/ray
                resources: {requests: {cpu: "2", memory: 4Gi}}
        workerGroupSpecs:
        - groupName: default-worker-group
          replicas: 1
          minReplicas: 1
          maxReplicas: 1
          rayStartParams: {}
          template:
            spec:
              containers:
              - name: ray-worker
                image: rayproject/ray
                resources:
                  requests: {cpu: "4", memory: 8Gi, amd.com/gpu: "4"}
                  limits: {amd.com/gpu: "4"}
        """;
  }

  private static String indent(String text, int spaces) {
    return text.indent(spaces).stripTrailing();
  }
}
