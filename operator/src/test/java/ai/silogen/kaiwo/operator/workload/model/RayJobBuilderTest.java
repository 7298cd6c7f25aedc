package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.env;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.quantity;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.external.ray.v1.HeadGroupSpec;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.WorkerGroupSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import io.fabric8.kubernetes.api.model.Container;
import org.junit.jupiter.api.Test;

class RayJobBuilderTest {

  private static RayJob build(KaiwoJob job, String kaiwoConfig) {
    return (RayJob)
        DesiredStateBuilder.build(job, ModelFixtures.facts(kaiwoConfig), ModelFixtures.OPTIONS)
            .workload();
  }

  /** The original's {@code rayjobs/resource-scheduling} golden RayJob. */
  @Test
  void fourteenGpusOnEightGpuNodesGoldenCase() {
    RayJob rayJob =
        build(
            job(
                """
                metadata: {name: ray-job}
                spec:
                  user: test@amd.com
                  ray: true
                  gpus: 14
                  gpuVendor: nvidia
                  entrypoint: |
                    python -c "import ray; ray.init(); print(ray.cluster_resources())"
                """),
            "ray: {headPodMemory: 1Gi}");
    assertThat(rayJob.getMetadata().getLabels())
        .containsEntry("kueue.x-k8s.io/queue-name", "kaiwo")
        .containsEntry("kaiwo.silogen.ai/type", "job");
    assertThat(rayJob.getSpec().getEntrypoint())
        .isEqualTo("python -c \"import ray; ray.init(); print(ray.cluster_resources())\"");
    assertThat(rayJob.getSpec().getShutdownAfterJobFinishes()).isTrue();
    assertThat(rayJob.getSpec().getBackoffLimit()).isZero();
    assertThat(rayJob.getSpec().getRayClusterSpec().getEnableInTreeAutoscaling()).isFalse();

    WorkerGroupSpec workers = rayJob.getSpec().getRayClusterSpec().getWorkerGroupSpecs().get(0);
    assertThat(workers.getGroupName()).isEqualTo("default-worker-group");
    assertThat(workers.getReplicas()).isEqualTo(2);
    assertThat(workers.getMinReplicas()).isEqualTo(2);
    assertThat(workers.getMaxReplicas()).isEqualTo(2);
    Container worker = workers.getTemplate().getSpec().getContainers().get(0);
    assertThat(worker.getName()).isEqualTo("ray-worker");
    assertThat(worker.getImage()).isEqualTo("ghcr.io/silogen/rocm-ray:6.4");
    assertThat(quantity(worker.getResources().getLimits(), "nvidia.com/gpu")).isEqualTo("7");
    assertThat(quantity(worker.getResources().getRequests(), "cpu")).isEqualTo("28");
    assertThat(quantity(worker.getResources().getRequests(), "memory")).isEqualTo("224Gi");
    assertThat(worker.getCommand()).as("Ray pods run Ray, not the entrypoint").isEmpty();
    assertThat(workers.getTemplate().getSpec().getVolumes())
        .anySatisfy(v -> assertThat(v.getEmptyDir().getSizeLimit().toString()).isEqualTo("200Gi"));

    HeadGroupSpec head = rayJob.getSpec().getRayClusterSpec().getHeadGroupSpec();
    assertThat(head.getRayStartParams()).containsEntry("dashboard-host", "0.0.0.0");
    Container headContainer = head.getTemplate().getSpec().getContainers().get(0);
    assertThat(headContainer.getName()).isEqualTo("ray-head");
    assertThat(headContainer.getResources().getRequests())
        .doesNotContainKeys("nvidia.com/gpu", "amd.com/gpu");
    assertThat(quantity(headContainer.getResources().getRequests(), "cpu")).isEqualTo("2");
    assertThat(quantity(headContainer.getResources().getRequests(), "memory")).isEqualTo("1Gi");
    assertThat(quantity(headContainer.getResources().getLimits(), "memory")).isEqualTo("1Gi");
    assertThat(env(headContainer))
        .containsEntry("NUM_GPUS", "14")
        .containsEntry("NUM_REPLICAS", "2");
  }

  @Test
  void headMemoryOverridesSpecResourcesAndUserClusterIsTheBase() {
    RayJob rayJob =
        build(
            job(
                """
                metadata: {name: r}
                spec:
                  image: my/ray:1
                  replicas: 3
                  resources:
                    requests: {cpu: "1", memory: 4Gi}
                  entrypoint: python main.py
                  rayJob:
                    spec:
                      shutdownAfterJobFinishes: false
                      rayClusterSpec:
                        enableInTreeAutoscaling: true
                        workerGroupSpecs:
                          - groupName: small
                            replicas: 7
                          - groupName: large
                """),
            "ray: {headPodMemory: 2Gi}");
    assertThat(rayJob.getSpec().getShutdownAfterJobFinishes()).isFalse();
    assertThat(rayJob.getSpec().getEntrypoint()).isEqualTo("python main.py");
    assertThat(rayJob.getSpec().getRayClusterSpec().getEnableInTreeAutoscaling()).isFalse();
    assertThat(rayJob.getSpec().getRayClusterSpec().getWorkerGroupSpecs())
        .extracting(WorkerGroupSpec::getGroupName, WorkerGroupSpec::getReplicas)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("small", 3),
            org.assertj.core.groups.Tuple.tuple("large", 1));
    Container head =
        rayJob
            .getSpec()
            .getRayClusterSpec()
            .getHeadGroupSpec()
            .getTemplate()
            .getSpec()
            .getContainers()
            .get(0);
    assertThat(head.getImage()).isEqualTo("my/ray:1");
    assertThat(quantity(head.getResources().getRequests(), "memory")).isEqualTo("2Gi");
    assertThat(quantity(head.getResources().getRequests(), "cpu")).isEqualTo("1");
    Container worker =
        rayJob
            .getSpec()
            .getRayClusterSpec()
            .getWorkerGroupSpecs()
            .get(0)
            .getTemplate()
            .getSpec()
            .getContainers()
            .get(0);
    assertThat(quantity(worker.getResources().getRequests(), "memory")).isEqualTo("4Gi");
  }

  @Test
  void rayJobGivenWithoutRayFlagStillMeansRay() {
    KaiwoJob job = job("metadata: {name: r}\nspec:\n  rayJob: {spec: {entrypoint: python x.py}}");
    assertThat(KaiwoWorkload.of(job).runtime()).isEqualTo(WorkloadRuntime.RAY_JOB);
    RayJob rayJob = build(job, "{}");
    assertThat(rayJob.getSpec().getEntrypoint()).isEqualTo("python x.py");
  }
}
