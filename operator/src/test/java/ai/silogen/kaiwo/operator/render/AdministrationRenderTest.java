package ai.silogen.kaiwo.operator.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.operator.workload.model.TestFiles;
import io.fabric8.kubernetes.api.model.HasMetadata;
import org.junit.jupiter.api.Test;

class AdministrationRenderTest {

  private static RenderResult render(String yaml) {
    return Renderer.render(yaml, "admin.yaml", DefaultCluster.facts(), RendererTest.OPTIONS);
  }

  private static String describe(HasMetadata o) {
    return o.getKind()
        + "/"
        + (o.getMetadata().getNamespace() == null ? "" : o.getMetadata().getNamespace() + "/")
        + o.getMetadata().getName();
  }

  @Test
  void theQueueConfigExampleRendersIntoKueueObjects() {
    RenderResult result = render(TestFiles.example("admin/kaiwo-queue-config.yaml"));
    assertThat(result.warnings()).isEmpty();
    assertThat(result.objects())
        .extracting(AdministrationRenderTest::describe)
        .containsExactly(
            "Topology/default-topology",
            "ResourceFlavor/amd-mi300x-8gpu",
            "ResourceFlavor/nvidia-h100-8gpu",
            "ResourceFlavor/cpu-only",
            "ClusterQueue/kaiwo",
            "ClusterQueue/team-a",
            "ClusterQueue/team-b",
            "LocalQueue/team-a/kaiwo",
            "LocalQueue/team-b/kaiwo",
            "LocalQueue/team-a/team-a",
            "LocalQueue/team-b/team-b",
            "WorkloadPriorityClass/high",
            "WorkloadPriorityClass/normal",
            "WorkloadPriorityClass/low");
  }

  @Test
  void theNamespaceConfigExampleRendersItsGatewayRoute() {
    RenderResult result = render(TestFiles.example("admin/aim-namespace-config.yaml"));
    assertThat(result.objects())
        .extracting(AdministrationRenderTest::describe)
        .containsExactly(
            "HTTPRoute/default/kaiwo-models", "ReferenceGrant/kaiwo-system/kaiwo-routes-default");
  }

  @Test
  void workloadsAreCheckedAgainstTheQueueConfigRenderedWithThem() {
    String job =
        """
        ---
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata: {name: train, namespace: team-a}
        spec: {image: busybox, clusterQueue: team-a}
        """;
    assertThat(render(job).warnings()).singleElement().asString().contains("ERROR");
    RenderResult together = render(TestFiles.example("admin/kaiwo-queue-config.yaml") + job);
    assertThat(together.warnings()).isEmpty();
    assertThat(together.objects())
        .extracting(AdministrationRenderTest::describe)
        .contains("Job/team-a/train");
  }

  @Test
  void aConfigWithoutFlavorsUsesTheClusterFilesNodes() {
    RenderResult result =
        render(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoQueueConfig
            metadata: {name: kaiwo}
            spec:
              clusterQueues: [{name: kaiwo}]
            """);
    assertThat(result.objects())
        .filteredOn(o -> o.getKind().equals("ResourceFlavor"))
        .extracting(o -> o.getMetadata().getName())
        .allMatch(name -> name.matches("(cpu|amd|nvidia)-[a-z0-9]+-\\d+gpu-\\d+core-\\d+gi"))
        .isNotEmpty();
  }

  @Test
  void anInvalidQueueConfigFailsNamingTheField() {
    assertThatThrownBy(
            () ->
                render(
                    """
                    apiVersion: kaiwo.silogen.ai/v1alpha1
                    kind: KaiwoQueueConfig
                    metadata: {name: kaiwo}
                    spec:
                      clusterQueues: [{name: a, namespaces: [Bad_NS]}]
                    """))
        .isInstanceOf(RenderException.class)
        .hasMessageContaining("spec.clusterQueues[0].namespaces[0]");
  }
}
