package ai.silogen.kaiwo.api.external;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.JsonTreeDiff;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.external.ray.v1.RayCluster;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The minimal models of Kueue, KubeRay and AppWrapper give typed access to what Kaiwo reads and
 * writes, and keep everything else: a read-modify-write must not drop fields we do not model.
 */
class ExternalModelsTest {

  @Test
  void kindsAreRegisteredWithTheirGroupVersionAndPlural() {
    List<HasMetadata> objects =
        ApiSerialization.readAll(
            """
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: ResourceFlavor
            metadata: {name: f}
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: ClusterQueue
            metadata: {name: q}
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: LocalQueue
            metadata: {name: q, namespace: ns}
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: WorkloadPriorityClass
            metadata: {name: high}
            value: 1000
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: Workload
            metadata: {name: w, namespace: ns}
            ---
            apiVersion: kueue.x-k8s.io/v1alpha1
            kind: Topology
            metadata: {name: t}
            ---
            apiVersion: ray.io/v1
            kind: RayJob
            metadata: {name: j, namespace: ns}
            ---
            apiVersion: ray.io/v1
            kind: RayService
            metadata: {name: s, namespace: ns}
            ---
            apiVersion: ray.io/v1
            kind: RayCluster
            metadata: {name: c, namespace: ns}
            ---
            apiVersion: workload.codeflare.dev/v1beta2
            kind: AppWrapper
            metadata: {name: a, namespace: ns}
            """);
    assertThat(objects)
        .extracting(Object::getClass)
        .containsExactly(
            ResourceFlavor.class,
            ClusterQueue.class,
            LocalQueue.class,
            WorkloadPriorityClass.class,
            Workload.class,
            Topology.class,
            RayJob.class,
            RayService.class,
            RayCluster.class,
            AppWrapper.class);
    assertThat(new WorkloadPriorityClass().getPlural()).isEqualTo("workloadpriorityclasses");
    assertThat(new Topology().getPlural()).isEqualTo("topologies");
    assertThat(new AppWrapper().getApiVersion()).isEqualTo("workload.codeflare.dev/v1beta2");
  }

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
    assertRoundTrips(yaml, queue);
  }

  @Test
  void workloadPriorityClassHasTopLevelValueAndNoSpec() {
    String yaml =
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: WorkloadPriorityClass
        metadata:
          name: high
        value: 1000
        description: important
        """;
    WorkloadPriorityClass priority = ApiSerialization.read(yaml, WorkloadPriorityClass.class);
    assertThat(priority.getValue()).isEqualTo(1000);
    assertThat(priority.getDescription()).isEqualTo("important");
    assertThat(ApiSerialization.toTree(priority).has("spec")).isFalse();
    assertRoundTrips(yaml, priority);
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
    assertRoundTrips(yaml, workload);
  }

  @Test
  void rayJobAndRayServiceExposeTheirStatuses() {
    String job =
        """
        apiVersion: ray.io/v1
        kind: RayJob
        metadata: {name: ray-job, namespace: team-a}
        spec:
          entrypoint: python -c "import ray; ray.init()"
          shutdownAfterJobFinishes: true
          rayClusterSpec:
            rayVersion: "2.44.1"
            headGroupSpec:
              rayStartParams: {dashboard-host: 0.0.0.0}
              template:
                spec:
                  containers: [{name: ray-head, image: ghcr.io/silogen/rocm-ray:6.4}]
            workerGroupSpecs:
              - groupName: gpu
                replicas: 2
                minReplicas: 2
                maxReplicas: 2
                rayStartParams: {}
                template:
                  spec:
                    containers: [{name: ray-worker, image: ghcr.io/silogen/rocm-ray:6.4}]
                scaleStrategy: {workersToDelete: []}
        status:
          jobStatus: RUNNING
          jobDeploymentStatus: Running
          rayClusterName: ray-job-raycluster-abcde
          startTime: "2026-01-01T00:00:00Z"
        """;
    RayJob rayJob = ApiSerialization.read(job, RayJob.class);
    assertThat(rayJob.getSpec().getRayClusterSpec().getWorkerGroupSpecs().get(0).getReplicas())
        .isEqualTo(2);
    assertThat(rayJob.getStatus().getJobStatus()).isEqualTo("RUNNING");
    assertThat(rayJob.getStatus().getJobDeploymentStatus()).isEqualTo("Running");
    assertRoundTrips(job, rayJob);

    String service =
        """
        apiVersion: ray.io/v1
        kind: RayService
        metadata: {name: fruit-stand, namespace: team-a}
        spec:
          serveConfigV2: |
            applications: []
          rayClusterConfig:
            headGroupSpec:
              template: {spec: {containers: [{name: ray-head, image: rayproject/ray:2.44.1}]}}
        status:
          conditions:
            - type: Ready
              status: "True"
              reason: RunningServeApps
              lastTransitionTime: "2026-01-01T00:00:00Z"
          activeServiceStatus:
            rayClusterName: fruit-stand-raycluster-x1
            applicationStatuses:
              fruit_app:
                status: RUNNING
                serveDeploymentStatuses:
                  MangoStand: {status: HEALTHY}
          serviceStatus: Running
        """;
    RayService rayService = ApiSerialization.read(service, RayService.class);
    assertThat(rayService.getStatus().getActiveServiceStatus().getApplicationStatuses())
        .containsKey("fruit_app");
    assertThat(
            rayService
                .getStatus()
                .getActiveServiceStatus()
                .getApplicationStatuses()
                .get("fruit_app")
                .getStatus())
        .isEqualTo("RUNNING");
    assertThat(rayService.getStatus().getConditions().get(0).getType()).isEqualTo("Ready");
    assertRoundTrips(service, rayService);
  }

  @Test
  void appWrapperCarriesAnyKindAsItsTemplate() {
    String yaml =
        """
        apiVersion: workload.codeflare.dev/v1beta2
        kind: AppWrapper
        metadata:
          name: fruit-stand
          namespace: team-a
          labels: {kueue.x-k8s.io/queue-name: kaiwo}
        spec:
          components:
            - declaredPodSets:
                - replicas: 1
                  path: template.spec.rayClusterConfig.headGroupSpec.template
              template:
                apiVersion: ray.io/v1
                kind: RayService
                metadata: {name: fruit-stand}
                spec:
                  serveConfigV2: "applications: []"
        status:
          phase: Running
          conditions:
            - type: QuotaReserved
              status: "True"
              reason: Admitted
              lastTransitionTime: "2026-01-01T00:00:00Z"
        """;
    AppWrapper wrapper = ApiSerialization.read(yaml, AppWrapper.class);
    var component = wrapper.getSpec().getComponents().get(0);
    assertThat(component.getDeclaredPodSets().get(0).getPath())
        .isEqualTo("template.spec.rayClusterConfig.headGroupSpec.template");
    assertThat(component.getTemplate().getKind()).isEqualTo("RayService");
    RayService wrapped = ApiSerialization.convert(component.getTemplate(), RayService.class);
    assertThat(wrapped.getSpec().getServeConfigV2()).isEqualTo("applications: []");
    assertThat(wrapper.getStatus().getPhase()).isEqualTo("Running");
    assertRoundTrips(yaml, wrapper);
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
    assertRoundTrips(yaml, topology);
  }

  private static void assertRoundTrips(String yaml, Object typed) {
    assertThat(
            JsonTreeDiff.between(ApiSerialization.readTree(yaml), ApiSerialization.toTree(typed)))
        .as("fields changed by the round trip")
        .isEmpty();
  }
}
