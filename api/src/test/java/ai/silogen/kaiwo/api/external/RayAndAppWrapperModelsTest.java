package ai.silogen.kaiwo.api.external;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.RoundTrip;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import org.junit.jupiter.api.Test;

/**
 * The KubeRay and AppWrapper models give typed access to statuses and templates and keep every
 * other field.
 */
class RayAndAppWrapperModelsTest {

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
    RoundTrip.assertFragment(job, rayJob.getClass(), "rayJob");

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
    RoundTrip.assertFragment(service, rayService.getClass(), "rayService");
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
            - podSets:
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
    assertThat(ApiSerialization.toTree(component).has("podSets")).isTrue();
    assertThat(component.getTemplate().getKind()).isEqualTo("RayService");
    RayService wrapped = ApiSerialization.convert(component.getTemplate(), RayService.class);
    assertThat(wrapped.getSpec().getServeConfigV2()).isEqualTo("applications: []");
    assertThat(wrapper.getStatus().getPhase()).isEqualTo("Running");
    RoundTrip.assertFragment(yaml, wrapper.getClass(), "wrapper");
  }
}
