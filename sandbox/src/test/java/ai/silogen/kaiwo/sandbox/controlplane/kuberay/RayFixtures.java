package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** KubeRay objects and pods for the stand-in's unit tests. */
final class RayFixtures {

  private RayFixtures() {}

  static ObjectNode cluster() {
    return Yaml.node(
        """
        apiVersion: ray.io/v1
        kind: RayCluster
        metadata: {name: rc, namespace: team, uid: c1, generation: 1}
        spec:
          headGroupSpec:
            template:
              metadata: {labels: {app: ray}, annotations: {note: head}}
              spec:
                containers: [{name: ray-head, resources: {requests: {cpu: 2, memory: 4Gi}}}]
          workerGroupSpecs:
          - groupName: gpu
            replicas: 2
            minReplicas: 1
            maxReplicas: 3
            template:
              spec:
                restartPolicy: Never
                containers: [{name: ray-worker, resources: {requests: {cpu: 4, amd.com/gpu: 4}}}]
        """);
  }

  /** A pod of the cluster's {@code group} in {@code phase}, ready when running. */
  static ObjectNode pod(String name, String group, String phase) {
    String ready = phase.equals("Running") ? "True" : "False";
    return Yaml.node(
        """
        metadata:
          name: %s
          labels: {ray.io/cluster: rc, ray.io/group: %s}
        status:
          phase: %s
          podIP: 10.0.0.7
          conditions: [{type: Ready, status: '%s'}]
        """
            .formatted(name, group, phase, ready));
  }

  /** The cluster with {@code status.state}. */
  static ObjectNode clusterInState(String state) {
    ObjectNode cluster = cluster();
    cluster.putObject("status").put("state", state).put("readyWorkerReplicas", 2);
    return cluster;
  }
}
