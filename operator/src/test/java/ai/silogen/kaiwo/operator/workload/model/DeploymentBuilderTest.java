package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.build;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.env;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.quantity;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.service;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import org.junit.jupiter.api.Test;

class DeploymentBuilderTest {

  @Test
  void exampleServiceMergesTheUserDeployment() {
    Deployment deployment =
        (Deployment)
            build(ModelFixtures.example("services/service.yaml", KaiwoService.class)).workload();
    assertThat(deployment.getMetadata().getName()).isEqualTo("qwen-chat");
    assertThat(deployment.getMetadata().getLabels())
        .containsEntry("kueue.x-k8s.io/queue-name", "kaiwo")
        .containsEntry("kaiwo.silogen.ai/type", "service");
    assertThat(deployment.getSpec().getReplicas()).isEqualTo(1);
    assertThat(deployment.getSpec().getSelector().getMatchLabels())
        .containsEntry("app", "qwen-chat");
    assertThat(deployment.getSpec().getTemplate().getMetadata().getLabels())
        .containsEntry("app", "qwen-chat")
        .containsEntry("kueue.x-k8s.io/queue-name", "kaiwo")
        .containsEntry("kaiwo.silogen.ai/user", "alice-example.com");
    assertThat(deployment.getSpec().getTemplate().getSpec().getRestartPolicy()).isEqualTo("Always");
    Container container = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(container.getName()).isEqualTo("qwen-chat");
    assertThat(container.getImage()).isEqualTo("rocm/vllm:rocm6.4.1_vllm_0.10.1_20250909");
    assertThat(container.getCommand())
        .containsExactly(
            "/bin/sh",
            "-c",
            "vllm serve Qwen/Qwen2.5-7B-Instruct --host 0.0.0.0 --port 8000 --max-model-len 8192");
    assertThat(container.getReadinessProbe().getHttpGet().getPath()).isEqualTo("/health");
    assertThat(container.getPorts())
        .singleElement()
        .satisfies(p -> assertThat(p.getContainerPort()).isEqualTo(8000));
    assertThat(quantity(container.getResources().getLimits(), "amd.com/gpu")).isEqualTo("1");
    assertThat(quantity(container.getResources().getRequests(), "cpu")).isEqualTo("4");
    assertThat(quantity(container.getResources().getRequests(), "memory")).isEqualTo("32Gi");
    assertThat(container.getVolumeMounts())
        .anySatisfy(m -> assertThat(m.getMountPath()).isEqualTo("/dev/shm"));
    assertThat(deployment.getSpec().getTemplate().getSpec().getSchedulerName())
        .as("user-written template keeps the default scheduler")
        .isNull();
  }

  @Test
  void gpusAreSplitIntoReplicasAndPriorityIsQueued() {
    Deployment deployment =
        (Deployment)
            build(
                    service(
                        """
                        metadata: {name: s, labels: {kueue.x-k8s.io/queue-name: ignored, tier: web}}
                        spec:
                          image: nginx
                          replicas: 2
                          gpus: 8
                          priorityClass: high
                        """))
                .workload();
    assertThat(deployment.getSpec().getReplicas()).isEqualTo(2);
    assertThat(deployment.getMetadata().getLabels())
        .containsEntry("kueue.x-k8s.io/queue-name", "kaiwo")
        .containsEntry("kueue.x-k8s.io/priority-class", "high")
        .containsEntry("tier", "web");
    assertThat(deployment.getSpec().getTemplate().getMetadata().getLabels())
        .containsEntry("kueue.x-k8s.io/priority-class", "high")
        .containsEntry("tier", "web");
    Container container = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(quantity(container.getResources().getLimits(), "amd.com/gpu")).isEqualTo("4");
    assertThat(env(container)).containsEntry("NUM_REPLICAS", "2").containsEntry("NUM_GPUS", "8");
    assertThat(deployment.getSpec().getTemplate().getSpec().getSchedulerName())
        .isEqualTo("kaiwo-scheduler");
  }
}
