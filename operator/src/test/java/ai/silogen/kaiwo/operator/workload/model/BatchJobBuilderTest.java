package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.build;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.env;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.quantity;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BatchJobBuilderTest {

  /** The original's {@code jobs/resource-scheduling} golden case. */
  @Test
  void eightNvidiaGpusGoldenCase() {
    Job job =
        (Job)
            build(
                    job(
                        """
                        metadata: {name: gpu-job}
                        spec:
                          user: test@amd.com
                          gpus: 8
                          gpuVendor: nvidia
                          image: busybox:latest
                          entrypoint: sleep 1
                        """))
                .workload();
    assertThat(job.getMetadata().getName()).isEqualTo("gpu-job");
    assertThat(job.getMetadata().getNamespace()).isEqualTo("team");
    assertThat(job.getMetadata().getLabels())
        .containsEntry("kaiwo.silogen.ai/user", "test-amd.com")
        .containsEntry("kaiwo.silogen.ai/name", "gpu-job")
        .containsEntry("kaiwo.silogen.ai/type", "job")
        .containsEntry("kaiwo.silogen.ai/run-id", ModelFixtures.UID)
        .containsEntry("kueue.x-k8s.io/queue-name", "kaiwo");
    assertThat(job.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(
            owner -> {
              assertThat(owner.getKind()).isEqualTo("KaiwoJob");
              assertThat(owner.getApiVersion()).isEqualTo("kaiwo.silogen.ai/v1alpha1");
              assertThat(owner.getName()).isEqualTo("gpu-job");
              assertThat(owner.getUid()).isEqualTo(ModelFixtures.UID);
              assertThat(owner.getController()).isTrue();
            });
    assertThat(job.getSpec().getSuspend()).isTrue();
    assertThat(job.getSpec().getBackoffLimit()).isZero();
    assertThat(job.getSpec().getTtlSecondsAfterFinished()).isEqualTo(3600);
    assertThat(job.getSpec().getParallelism()).isNull();
    PodSpec pod = job.getSpec().getTemplate().getSpec();
    assertThat(pod.getSchedulerName()).isEqualTo("kaiwo-scheduler");
    assertThat(pod.getRestartPolicy()).isEqualTo("Never");
    assertThat(pod.getSecurityContext().getRunAsUser()).isEqualTo(1000L);
    assertThat(pod.getSecurityContext().getRunAsGroup()).isEqualTo(1000L);
    assertThat(pod.getSecurityContext().getFsGroup()).isEqualTo(1000L);
    Container container = pod.getContainers().get(0);
    assertThat(container.getName()).isEqualTo("workload");
    assertThat(container.getImage()).isEqualTo("busybox:latest");
    assertThat(container.getCommand()).containsExactly("/bin/sh", "-c", "sleep 1");
    assertThat(env(container))
        .containsEntry("NUM_GPUS", "8")
        .containsEntry("NUM_REPLICAS", "1")
        .containsEntry("NUM_GPUS_PER_REPLICA", "8");
    for (Map<String, io.fabric8.kubernetes.api.model.Quantity> amounts :
        List.of(container.getResources().getRequests(), container.getResources().getLimits())) {
      assertThat(quantity(amounts, "cpu")).isEqualTo("32");
      assertThat(quantity(amounts, "memory")).isEqualTo("256Gi");
      assertThat(quantity(amounts, "nvidia.com/gpu")).isEqualTo("8");
      assertThat(amounts).doesNotContainKey("amd.com/gpu");
    }
    assertThat(job.getSpec().getTemplate().getMetadata().getLabels())
        .containsEntry("kaiwo.silogen.ai/name", "gpu-job")
        .doesNotContainKey("kueue.x-k8s.io/queue-name");
  }

  @Test
  void userBackoffLimitIsForcedToZeroAndUserTtlIsKept() {
    Job job =
        (Job)
            build(
                    job(
                        """
                        metadata: {name: j}
                        spec:
                          image: busybox
                          job:
                            spec:
                              backoffLimit: 2
                              ttlSecondsAfterFinished: 123
                        """))
                .workload();
    assertThat(job.getSpec().getBackoffLimit()).isZero();
    assertThat(job.getSpec().getTtlSecondsAfterFinished()).isEqualTo(123);
    assertThat(job.getSpec().getTemplate().getSpec().getContainers()).hasSize(1);
  }

  @Test
  void userTemplateKeepsItsOwnChoicesAndGetsTheCommonFields() {
    Job job =
        (Job)
            build(
                    job(
                        """
                        metadata: {name: j}
                        spec:
                          image: busybox
                          entrypoint: echo hi
                          job:
                            metadata:
                              labels: {team: a}
                            spec:
                              template:
                                spec:
                                  restartPolicy: OnFailure
                                  containers:
                                    - name: main
                                      args: [ignored]
                                    - name: sidecar
                                      image: envoy
                        """))
                .workload();
    assertThat(job.getMetadata().getLabels()).containsEntry("team", "a");
    PodSpec pod = job.getSpec().getTemplate().getSpec();
    assertThat(pod.getSchedulerName()).as("user templates keep their scheduler").isNull();
    assertThat(pod.getRestartPolicy()).isEqualTo("OnFailure");
    assertThat(pod.getContainers().get(0).getCommand()).containsExactly("/bin/sh", "-c", "echo hi");
    assertThat(pod.getContainers().get(0).getArgs()).isEmpty();
    assertThat(pod.getContainers().get(0).getImage()).isEqualTo("busybox");
    assertThat(pod.getContainers().get(1).getImage()).isEqualTo("envoy");
    assertThat(pod.getContainers().get(1).getCommand()).isEmpty();
  }

  @Test
  void moreGpusThanOneNodeGiveAnIndexedJobWithOnePodPerReplica() {
    Job job =
        (Job)
            build(job("metadata: {name: big}\nspec: {gpus: 16, gpuVendor: nvidia, image: x}"))
                .workload();
    assertThat(job.getSpec().getCompletionMode()).isEqualTo("Indexed");
    assertThat(job.getSpec().getCompletions()).isEqualTo(2);
    assertThat(job.getSpec().getParallelism()).isEqualTo(2);
    Container container = job.getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(quantity(container.getResources().getLimits(), "nvidia.com/gpu")).isEqualTo("8");
    assertThat(env(container))
        .containsEntry("NUM_GPUS", "16")
        .containsEntry("NUM_REPLICAS", "2")
        .containsEntry("NUM_GPUS_PER_REPLICA", "8");
  }

  @Test
  void cpuJobGetsCpuDefaultsAndItsOwnResources() {
    Job job =
        (Job)
            build(
                    ModelFixtures.example(
                        "jobs/batch-job.yaml", ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob.class))
                .workload();
    Container container = job.getSpec().getTemplate().getSpec().getContainers().get(0);
    assertThat(quantity(container.getResources().getRequests(), "cpu")).isEqualTo("100m");
    assertThat(quantity(container.getResources().getLimits(), "cpu")).isEqualTo("500m");
    assertThat(quantity(container.getResources().getRequests(), "memory")).isEqualTo("128Mi");
    assertThat(container.getResources().getRequests())
        .doesNotContainKeys("amd.com/gpu", "nvidia.com/gpu");
    assertThat(env(container)).containsEntry("NUM_GPUS", "0");
    assertThat(container.getCommand().get(2)).startsWith("echo \"Hello from Kaiwo");
  }
}
