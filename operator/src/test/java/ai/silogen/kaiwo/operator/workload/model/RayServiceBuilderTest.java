package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.build;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.service;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.DeclaredPodSet;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class RayServiceBuilderTest {

  @Test
  void exampleRayServiceIsWrappedForKueue() {
    AppWrapper wrapper =
        (AppWrapper)
            build(ModelFixtures.example("services/ray-service.yaml", KaiwoService.class))
                .workload();
    assertThat(wrapper.getMetadata().getName()).isEqualTo("fruit-stand");
    assertThat(wrapper.getMetadata().getLabels())
        .containsEntry("kueue.x-k8s.io/queue-name", "kaiwo");
    assertThat(wrapper.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(o -> assertThat(o.getKind()).isEqualTo("KaiwoService"));
    var component = wrapper.getSpec().getComponents().get(0);
    assertThat(component.getDeclaredPodSets())
        .extracting(DeclaredPodSet::getReplicas, DeclaredPodSet::getPath)
        .containsExactly(
            Tuple.tuple(1, "template.spec.rayClusterConfig.headGroupSpec.template"),
            Tuple.tuple(1, "template.spec.rayClusterConfig.workerGroupSpecs[0].template"));
    RayService service = ApiSerialization.convert(component.getTemplate(), RayService.class);
    assertThat(service.getApiVersion()).isEqualTo("ray.io/v1");
    assertThat(service.getKind()).isEqualTo("RayService");
    assertThat(service.getMetadata().getOwnerReferences()).isEmpty();
    assertThat(service.getMetadata().getLabels())
        .containsEntry("kaiwo.silogen.ai/name", "fruit-stand")
        .doesNotContainKey("kueue.x-k8s.io/queue-name");
    assertThat(service.getSpec().getServeConfigV2())
        .contains("import_path: fruit.deployment_graph");
    var worker =
        service
            .getSpec()
            .getRayClusterConfig()
            .getWorkerGroupSpecs()
            .get(0)
            .getTemplate()
            .getSpec()
            .getContainers()
            .get(0);
    assertThat(worker.getImage()).isEqualTo("ghcr.io/silogen/rocm-ray:6.4");
    assertThat(worker.getResources().getRequests().get("cpu").toString()).isEqualTo("2");
    assertThat(worker.getResources().getRequests().get("memory").toString()).isEqualTo("8Gi");
  }

  @Test
  void everyWorkerGroupIsDeclaredAndServeConfigOverridesTheBase() {
    AppWrapper wrapper =
        (AppWrapper)
            build(
                    service(
                        """
                        metadata: {name: s}
                        spec:
                          gpus: 16
                          serveConfigV2: "applications: []"
                          rayService:
                            spec:
                              serveConfigV2: "applications: [old]"
                              rayClusterConfig:
                                workerGroupSpecs:
                                  - groupName: a
                                  - groupName: b
                        """))
                .workload();
    var component = wrapper.getSpec().getComponents().get(0);
    assertThat(component.getDeclaredPodSets())
        .extracting(DeclaredPodSet::getReplicas)
        .as("the GPUs go to the first group only; the other keeps its own replica")
        .containsExactly(1, 2, 1);
    RayService service = ApiSerialization.convert(component.getTemplate(), RayService.class);
    assertThat(service.getSpec().getServeConfigV2()).isEqualTo("applications: []");
  }
}
