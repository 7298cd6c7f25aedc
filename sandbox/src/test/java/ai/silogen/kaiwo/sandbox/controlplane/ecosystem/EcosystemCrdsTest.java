package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceColumnDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class EcosystemCrdsTest {

  private static final Map<String, CustomResourceDefinition> CRDS =
      EcosystemCrds.load().stream()
          .collect(Collectors.toMap(c -> c.getMetadata().getName(), Function.identity()));

  @Test
  void everyFileInTheDirectoryIsListed() throws IOException, URISyntaxException {
    Path directory =
        Path.of(EcosystemCrds.class.getClassLoader().getResource(EcosystemCrds.DIRECTORY).toURI());
    try (Stream<Path> files = Files.list(directory)) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .containsExactlyInAnyOrderElementsOf(EcosystemCrds.FILES);
    }
  }

  @Test
  void scopesAndStatusSubresourcesMatchTheUpstreamCrds() {
    assertThat(CRDS.keySet())
        .containsExactlyInAnyOrder(
            "resourceflavors.kueue.x-k8s.io",
            "clusterqueues.kueue.x-k8s.io",
            "localqueues.kueue.x-k8s.io",
            "workloadpriorityclasses.kueue.x-k8s.io",
            "workloads.kueue.x-k8s.io",
            "topologies.kueue.x-k8s.io",
            "rayclusters.ray.io",
            "rayjobs.ray.io",
            "rayservices.ray.io",
            "appwrappers.workload.codeflare.dev");
    List<String> clusterScoped =
        CRDS.values().stream()
            .filter(c -> c.getSpec().getScope().equals("Cluster"))
            .map(c -> c.getSpec().getNames().getKind())
            .toList();
    assertThat(clusterScoped)
        .containsExactlyInAnyOrder(
            "ResourceFlavor", "ClusterQueue", "WorkloadPriorityClass", "Topology");
    for (String withStatus :
        List.of(
            "clusterqueues.kueue.x-k8s.io",
            "workloads.kueue.x-k8s.io",
            "rayjobs.ray.io",
            "appwrappers.workload.codeflare.dev")) {
      assertThat(
              CRDS.get(withStatus).getSpec().getVersions().getFirst().getSubresources().getStatus())
          .as(withStatus)
          .isNotNull();
    }
  }

  @Test
  void printerColumnsShowQueueAndJobProgress() {
    assertThat(columns("clusterqueues.kueue.x-k8s.io"))
        .contains("Pending Workloads", "Admitted Workloads");
    assertThat(columns("workloads.kueue.x-k8s.io"))
        .containsExactly("Queue", "Reserved in", "Admitted", "Finished", "Age");
    assertThat(columns("rayjobs.ray.io")).contains("Job Status", "Deployment Status");
    assertThat(columns("appwrappers.workload.codeflare.dev"))
        .startsWith("Status", "Quota Reserved");
  }

  private static List<String> columns(String crd) {
    return CRDS.get(crd).getSpec().getVersions().getFirst().getAdditionalPrinterColumns().stream()
        .map(CustomResourceColumnDefinition::getName)
        .toList();
  }
}
