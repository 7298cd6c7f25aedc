package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class AppWrapperComponentsTest {

  @Test
  void deploysEachTemplateOwnedAndLabelledWithKueuesAssignmentApplied() {
    List<ObjectNode> objects = AppWrapperComponents.objects(appWrapper());

    assertThat(objects)
        .singleElement()
        .satisfies(
            service -> {
              assertThat(service.at("/kind").asText()).isEqualTo("RayService");
              assertThat(service.at("/metadata/namespace").asText()).isEqualTo("team");
              assertThat(service.at("/metadata/labels/workload.codeflare.dev~1appwrapper").asText())
                  .isEqualTo("svc");
              assertThat(service.at("/metadata/ownerReferences/0/kind").asText())
                  .isEqualTo("AppWrapper");
              ObjectNode head =
                  (ObjectNode) service.at("/spec/rayClusterConfig/headGroupSpec/template");
              assertThat(head.at("/metadata/labels/workload.codeflare.dev~1appwrapper").asText())
                  .isEqualTo("svc");
              assertThat(head.at("/spec/nodeSelector")).isEqualTo(Yaml.node("{pool: cpu}"));
              ObjectNode worker =
                  (ObjectNode) service.at("/spec/rayClusterConfig/workerGroupSpecs/0/template");
              assertThat(worker.at("/spec/nodeSelector")).isEqualTo(Yaml.node("{pool: gpu}"));
              assertThat(worker.at("/spec/tolerations")).hasSize(1);
            });
    assertThat(AppWrapperComponents.expectedPods(appWrapper())).isEqualTo(3);
  }

  @Test
  void theGoFieldNameDeclaredPodSetsIsAcceptedToo() {
    ObjectNode appWrapper = appWrapper();
    ObjectNode component = (ObjectNode) appWrapper.at("/spec/components/0");
    component.set("declaredPodSets", component.remove("podSets"));

    assertThat(AppWrapperComponents.expectedPods(appWrapper)).isEqualTo(3);
  }

  @Test
  void malformedComponentsAreReportedByField() {
    ObjectNode unnamed = appWrapper();
    ((ObjectNode) unnamed.at("/spec/components/0/template/metadata")).remove("name");
    ObjectNode badPath = appWrapper();
    ((ObjectNode) badPath.at("/spec/components/0/podSets/1"))
        .put("path", "template.spec.nothing.template");

    assertThatThrownBy(() -> AppWrapperComponents.objects(unnamed))
        .hasMessage("spec.components[0].template.metadata.name is required");
    assertThatThrownBy(() -> AppWrapperComponents.objects(badPath))
        .hasMessage(
            "podSets path 'template.spec.nothing.template' does not lead to a pod template");
  }

  @Test
  void podSetPathsFollowFieldsAndListIndices() {
    ObjectNode component = (ObjectNode) appWrapper().at("/spec/components/0");

    assertThat(
            PodSetPath.resolve(
                    component, "template.spec.rayClusterConfig.workerGroupSpecs[0].template")
                .at("/spec/containers/0/name")
                .asText())
        .isEqualTo("ray-worker");
    assertThatThrownBy(() -> PodSetPath.resolve(component, "template..spec"))
        .hasMessageContaining("malformed");
  }

  static ObjectNode appWrapper() {
    return Yaml.node(
        """
        apiVersion: workload.codeflare.dev/v1beta2
        kind: AppWrapper
        metadata: {name: svc, namespace: team, uid: aw1}
        spec:
          components:
          - podSets:
            - {replicas: 1, path: template.spec.rayClusterConfig.headGroupSpec.template}
            - {replicas: 2, path: "template.spec.rayClusterConfig.workerGroupSpecs[0].template"}
            podSetInfos:
            - {nodeSelector: {pool: cpu}}
            - {nodeSelector: {pool: gpu}, tolerations: [{key: amd.com/gpu, operator: Exists}]}
            template:
              apiVersion: ray.io/v1
              kind: RayService
              metadata: {name: svc}
              spec:
                rayClusterConfig:
                  headGroupSpec:
                    template: {spec: {containers: [{name: ray-head}]}}
                  workerGroupSpecs:
                  - groupName: workers
                    replicas: 2
                    template: {spec: {containers: [{name: ray-worker}]}}
        """);
  }
}
