package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.quantity;
import static ai.silogen.kaiwo.operator.workload.model.PodTemplateMutatorTest.template;
import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import org.junit.jupiter.api.Test;

/** Container resources and the pod security context of the shared pod-template mutation. */
class ContainerResourcesTest {

  @Test
  void explicitContainerValuesWinThenSpecResourcesThenGpuDefaults() {
    PodTemplateSpec template =
        template(
            """
            image: x
            gpus: 2
            gpuVendor: nvidia
            resources:
              requests: {memory: 10Gi, nvidia.com/gpu: "5", ephemeral-storage: 20Gi}
            job:
              spec:
                template:
                  spec:
                    initContainers: [{name: init}]
                    containers:
                      - name: main
                        resources:
                          limits: {cpu: "3"}
                          requests: {nvidia.com/gpu: "1"}
                      - name: sidecar
            """);
    Container main = template.getSpec().getContainers().get(0);
    assertThat(quantity(main.getResources().getRequests(), "cpu"))
        .as("a lone limit is also the request")
        .isEqualTo("3");
    assertThat(quantity(main.getResources().getLimits(), "cpu")).isEqualTo("3");
    assertThat(quantity(main.getResources().getRequests(), "memory")).isEqualTo("10Gi");
    assertThat(quantity(main.getResources().getLimits(), "memory"))
        .as("limit defaults to the GPU default, which is above the request")
        .isEqualTo("64Gi");
    assertThat(quantity(main.getResources().getRequests(), "nvidia.com/gpu"))
        .as("gpus decide the GPU count")
        .isEqualTo("2");
    assertThat(quantity(main.getResources().getRequests(), "ephemeral-storage")).isEqualTo("20Gi");
    for (Container other :
        new Container[] {
          template.getSpec().getContainers().get(1), template.getSpec().getInitContainers().get(0)
        }) {
      assertThat(other.getResources().getRequests())
          .containsOnlyKeys("memory", "ephemeral-storage");
      assertThat(quantity(other.getResources().getRequests(), "memory")).isEqualTo("10Gi");
    }
  }

  @Test
  void dangerousDropsTheDefaultSecurityContextAndUserContextsAreKept() {
    assertThat(template("image: x\ndangerous: true").getSpec().getSecurityContext()).isNull();
    assertThat(
            template(
                    "image: x\njob: {spec: {template: {spec: {securityContext: {runAsUser: 0},"
                        + " containers: [{name: c}]}}}}")
                .getSpec()
                .getSecurityContext()
                .getRunAsUser())
        .isZero();
  }
}
