package ai.silogen.kaiwo.api.external;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.RoundTrip;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import io.fabric8.kubernetes.api.model.Quantity;
import org.junit.jupiter.api.Test;

/**
 * The Kueue models give typed access to what Kaiwo reads and writes and keep every other field
 * through a read-modify-write.
 */
class KueueModelsTest {

  @Test
  void clusterQueueKeepsUnmodelledFieldsAtEveryLevel() {
    String yaml =
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: ClusterQueue
        metadata:
          name: team-a
        spec:
          cohort: kaiwo
          resourceGroups:
            - coveredResources: [cpu, amd.com/gpu]
              flavors:
                - name: mi300x
                  resources:
                    - name: amd.com/gpu
                      nominalQuota: 16
                      futureQuotaField: 3
                  futureFlavorField: x
          preemption:
            reclaimWithinCohort: Any
          futureSpecField: {a: 1}
        status:
          pendingWorkloads: 2
          flavorsReservation: [{name: mi300x}]
        futureTopLevel: kept
        """;
    ClusterQueue queue = ApiSerialization.read(yaml, ClusterQueue.class);
    assertThat(queue.getSpec().getCohort()).isEqualTo("kaiwo");
    assertThat(
            queue
                .getSpec()
                .getResourceGroups()
                .get(0)
                .getFlavors()
                .get(0)
                .getResources()
                .get(0)
                .getNominalQuota())
        .isEqualTo(new Quantity("16"));
    assertThat(queue.getSpec().getPreemption()).containsEntry("reclaimWithinCohort", "Any");
    assertThat(queue.getStatus().getPendingWorkloads()).isEqualTo(2);
    RoundTrip.assertFragment(yaml, queue.getClass(), "queue");
  }

  @Test
  void workloadExposesAdmissionAndConditions() {
    String yaml =
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: Workload
        metadata:
          name: job-gpu-job-1a2b3
          namespace: team-a
          labels:
            kueue.x-k8s.io/job-uid: 0f1e2d
        spec:
          queueName: team-a
          priority: 100
          podSets:
            - name: main
              count: 1
              template:
                spec:
                  containers:
                    - name: main
                      image: busybox
                      resources:
                        requests: {amd.com/gpu: "8"}
        status:
          admission:
            clusterQueue: team-a
            podSetAssignments:
              - name: main
                count: 1
                flavors: {amd.com/gpu: mi300x}
                resourceUsage: {amd.com/gpu: "8"}
          conditions:
            - type: QuotaReserved
              status: "True"
              reason: QuotaReserved
              message: Quota reserved in ClusterQueue team-a
              lastTransitionTime: "2026-01-01T00:00:00Z"
            - type: Admitted
              status: "True"
              reason: Admitted
              message: The workload is admitted
              lastTransitionTime: "2026-01-01T00:00:00Z"
        """;
    Workload workload = ApiSerialization.read(yaml, Workload.class);
    assertThat(workload.getSpec().getPodSets().get(0).getTemplate().getSpec().getContainers())
        .hasSize(1);
    assertThat(workload.getStatus().getAdmission().getPodSetAssignments().get(0).getFlavors())
        .containsEntry("amd.com/gpu", "mi300x");
    assertThat(workload.getStatus().getConditions())
        .extracting(c -> c.getType() + "=" + c.getStatus())
        .containsExactly("QuotaReserved=True", "Admitted=True");
    RoundTrip.assertFragment(yaml, workload.getClass(), "workload");
  }

  @Test
  void topologyLevelsAreTyped() {
    String yaml =
        """
        apiVersion: kueue.x-k8s.io/v1alpha1
        kind: Topology
        metadata: {name: default-topology}
        spec:
          levels:
            - nodeLabel: kaiwo/topology-block
            - nodeLabel: kubernetes.io/hostname
        """;
    Topology topology = ApiSerialization.read(yaml, Topology.class);
    assertThat(topology.getSpec().getLevels())
        .extracting(level -> level.getNodeLabel())
        .containsExactly("kaiwo/topology-block", "kubernetes.io/hostname");
    RoundTrip.assertFragment(yaml, topology.getClass(), "topology");
  }
}
