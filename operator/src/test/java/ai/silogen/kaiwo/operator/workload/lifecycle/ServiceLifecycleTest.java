package ai.silogen.kaiwo.operator.workload.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** KaiwoServices on a whole sandbox cluster: Deployments and Ray services. */
class ServiceLifecycleTest {

  @RegisterExtension static final WorkloadCluster CLUSTER = new WorkloadCluster();

  @Test
  void deploymentServiceRunsAndFollowsSpecEdits() {
    String namespace = CLUSTER.namespace();
    KaiwoService service =
        CLUSTER.create(
            CLUSTER.example("services/service.yaml", KaiwoService.class, namespace, Map.of()));
    KaiwoService running = CLUSTER.awaitStatus(service, WorkloadStatus.RUNNING);
    assertThat(running.getStatus().getStartTime()).isNotNull();
    assertThat(CLUSTER.condition(running, "Admitted").getStatus()).isEqualTo("True");

    CLUSTER.edit(
        running,
        edited -> {
          edited.getSpec().setReplicas(2);
          edited.getSpec().setGpus(2);
        });
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () -> {
              Deployment deployment =
                  CLUSTER
                      .client()
                      .apps()
                      .deployments()
                      .inNamespace(namespace)
                      .withName("qwen-chat")
                      .get();
              assertThat(deployment.getSpec().getReplicas()).isEqualTo(2);
            });
    KaiwoService twice = CLUSTER.awaitStatus(running, WorkloadStatus.RUNNING);
    await()
        .atMost(WorkloadCluster.TIMEOUT)
        .untilAsserted(
            () ->
                assertThat(CLUSTER.reread(twice).getStatus().getObservedGeneration())
                    .isEqualTo(CLUSTER.reread(twice).getMetadata().getGeneration()));
    assertThat(CLUSTER.condition(twice, "SpecApplied").getStatus()).isEqualTo("True");
  }

  @Test
  void rayServiceRunsInsideAnAppWrapper() {
    String namespace = CLUSTER.namespace();
    KaiwoService service =
        CLUSTER.create(
            CLUSTER.example("services/ray-service.yaml", KaiwoService.class, namespace, Map.of()));
    CLUSTER.awaitStatus(service, WorkloadStatus.RUNNING);
    assertThat(
            CLUSTER
                .client()
                .resources(AppWrapper.class)
                .inNamespace(namespace)
                .withName("fruit-stand")
                .get())
        .isNotNull();
    assertThat(
            CLUSTER
                .client()
                .resources(RayService.class)
                .inNamespace(namespace)
                .withName("fruit-stand")
                .get())
        .isNotNull();
  }
}
