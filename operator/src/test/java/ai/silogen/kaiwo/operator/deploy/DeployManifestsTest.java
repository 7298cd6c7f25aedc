package ai.silogen.kaiwo.operator.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.namespaceconfig.NamespaceConfigOptions;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The installation manifests under {@code deploy/} parse, fit together and match the code. */
class DeployManifestsTest {

  @Test
  void everyManifestParsesToAKnownKindWithANamespaceWhereOneIsNeeded() {
    List<HasMetadata> objects = DeployManifests.all();

    assertThat(objects).hasSizeGreaterThan(15);
    assertThat(objects).noneMatch(GenericKubernetesResource.class::isInstance);
    assertThat(objects)
        .filteredOn(o -> o instanceof Deployment || o instanceof Service || o instanceof ConfigMap)
        .allSatisfy(o -> assertThat(o.getMetadata().getNamespace()).isEqualTo("kaiwo-system"));
  }

  @Test
  void theKustomizationListsEveryManifest() throws IOException {
    JsonNode kustomization =
        ApiSerialization.readTree(
            Files.readString(DeployManifests.ROOT.resolve("kustomization.yaml")));
    List<String> listed = new ArrayList<>();
    kustomization.path("resources").forEach(r -> listed.add(r.asText()));

    assertThat(listed).containsExactlyInAnyOrderElementsOf(DeployManifests.byFile().keySet());
  }

  @Test
  void theModelConfigMapHoldsTheBuiltInSystemConfig() throws IOException {
    ConfigMap config = DeployManifests.find(ConfigMap.class, "kaiwo-model-config");
    try (InputStream builtIn =
        KaiwoOperator.class.getResourceAsStream("modelserving/system-config.yaml")) {
      assertThat(config.getData().get("system.yaml"))
          .as("deploy/operator/model-config.yaml must carry the built-in system config")
          .isEqualTo(new String(builtIn.readAllBytes(), StandardCharsets.UTF_8));
    }
    Container operator = container("kaiwo-operator");
    assertThat(operator.getEnv())
        .anySatisfy(
            env -> {
              assertThat(env.getName()).isEqualTo("KAIWO_MODEL_CONFIG");
              assertThat(env.getValue())
                  .startsWith(operator.getVolumeMounts().get(0).getMountPath());
            });
  }

  @Test
  void theOperatorElectsALeaderAndIsProbedOnItsHealthPort() {
    Container operator = container("kaiwo-operator");

    assertThat(operator.getArgs()).startsWith("operator").contains("--leader-elect");
    assertThat(operator.getArgs()).contains("--health-port=8081");
    assertThat(operator.getPorts())
        .singleElement()
        .satisfies(p -> assertThat(p.getContainerPort()).isEqualTo(8081));
    assertThat(operator.getLivenessProbe().getHttpGet().getPath()).isEqualTo("/healthz");
    assertThat(operator.getReadinessProbe().getHttpGet().getPath()).isEqualTo("/readyz");
  }

  @Test
  void theGatewayServiceIsWhereNamespaceGatewaysRouteTo() {
    NamespaceConfigOptions standard = NamespaceConfigOptions.defaults();
    Service service = DeployManifests.find(Service.class, standard.gatewayServiceName());
    Container gateway = container("kaiwo-gateway");

    assertThat(service.getMetadata().getNamespace()).isEqualTo(standard.gatewayServiceNamespace());
    assertThat(service.getSpec().getPorts())
        .singleElement()
        .satisfies(
            port -> {
              assertThat(port.getPort()).isEqualTo(standard.gatewayServicePort());
              assertThat(port.getTargetPort().getStrVal())
                  .isEqualTo(gateway.getPorts().get(0).getName());
            });
    assertThat(gateway.getArgs())
        .containsExactly("gateway", "--port", "8000", "--metrics-port", "8080");
    assertThat(gateway.getPorts().get(0).getContainerPort()).isEqualTo(8000);
  }

  /** Metrics name every namespace's models: scraped on their own port, not behind the Service. */
  @Test
  void theGatewayIsScrapedOnItsMetricsPort() {
    Deployment deployment = DeployManifests.find(Deployment.class, "kaiwo-gateway");
    Container gateway = container("kaiwo-gateway");

    assertThat(gateway.getPorts())
        .anySatisfy(
            port -> {
              assertThat(port.getName()).isEqualTo("metrics");
              assertThat(port.getContainerPort()).isEqualTo(8080);
            });
    assertThat(deployment.getSpec().getTemplate().getMetadata().getAnnotations())
        .containsEntry("prometheus.io/port", "8080")
        .containsEntry("prometheus.io/path", "/metrics");
  }

  /** The kaiwo-gateway Service's links (KAIWO_GATEWAY_PORT=tcp://...) read like gateway flags. */
  @Test
  void theGatewayPodGetsNoServiceLinks() {
    Deployment deployment = DeployManifests.find(Deployment.class, "kaiwo-gateway");

    assertThat(deployment.getSpec().getTemplate().getSpec().getEnableServiceLinks()).isFalse();
  }

  /** The kustomization keeps the download image equal to the operator's (see its replacements). */
  @Test
  void downloadJobsRunTheOperatorsImage() throws IOException {
    Container operator = container("kaiwo-operator");

    assertThat(operator.getEnv())
        .anySatisfy(
            e -> {
              assertThat(e.getName()).isEqualTo(WorkloadOptions.DOWNLOADER_IMAGE_VARIABLE);
              assertThat(e.getValue()).isEqualTo(operator.getImage());
            });
    assertThat(Files.readString(DeployManifests.ROOT.resolve("kustomization.yaml")))
        .contains("env.[name=" + WorkloadOptions.DOWNLOADER_IMAGE_VARIABLE + "].value");
  }

  /** The kubelet must not kill the gateway while it drains (5 s + 120 s). */
  @Test
  void theGatewayMayDrainBeforeItIsKilled() {
    Deployment deployment = DeployManifests.find(Deployment.class, "kaiwo-gateway");
    Container gateway = container("kaiwo-gateway");

    assertThat(gateway.getEnv())
        .anySatisfy(
            e ->
                assertThat(e.getName() + "=" + e.getValue())
                    .isEqualTo("KAIWO_GATEWAY_DRAIN_DELAY=5s"))
        .anySatisfy(
            e ->
                assertThat(e.getName() + "=" + e.getValue())
                    .isEqualTo("KAIWO_GATEWAY_DRAIN_TIMEOUT=120s"));
    assertThat(deployment.getSpec().getTemplate().getSpec().getTerminationGracePeriodSeconds())
        .isGreaterThan(125);
  }

  private static Container container(String deployment) {
    return DeployManifests.find(Deployment.class, deployment)
        .getSpec()
        .getTemplate()
        .getSpec()
        .getContainers()
        .get(0);
  }
}
