package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import static ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayFixtures.clusterInState;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayServiceStatuses.Step;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RayServiceStatusesTest {

  private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

  @Test
  void aNewServiceGetsAPendingCluster() {
    Step step = RayServiceStatuses.next(service("{}"), Optional.empty(), "svc-raycluster-new", NOW);

    assertThat(step.action()).isEqualTo(new ClusterAction.Create("svc-raycluster-new"));
    assertThat(step.status().at("/pendingServiceStatus/rayClusterName").asText())
        .isEqualTo("svc-raycluster-new");
    assertThat(ready(step.status())).isEqualTo("False Initializing");
  }

  @Test
  void aReadyClusterRunsEveryApplication() {
    ObjectNode service = service("{}");
    service.set("status", Yaml.node("pendingServiceStatus: {rayClusterName: rc}"));

    Step step =
        RayServiceStatuses.next(service, Optional.of(clusterInState("ready")), "unused", NOW);

    assertThat(step.action()).isEqualTo(ClusterAction.NONE);
    assertThat(step.status().at("/activeServiceStatus/rayClusterName").asText()).isEqualTo("rc");
    assertThat(step.status().at("/activeServiceStatus/applicationStatuses"))
        .isEqualTo(Yaml.node("{llm: {status: RUNNING}, embed: {status: RUNNING}}"));
    assertThat(step.status().path("serviceStatus").asText()).isEqualTo("Running");
    assertThat(step.status().path("numServeEndpoints").asInt()).isEqualTo(3);
    assertThat(ready(step.status())).isEqualTo("True NonZeroServeEndpoints");
    assertThat(RayServiceStatuses.clusterName(service)).contains("rc");
  }

  @Test
  void anExitCodeMakesTheApplicationsFailToDeploy() {
    ObjectNode service = service("{sandbox.kaiwo.silogen.ai/exit-code: '1'}");

    Step step =
        RayServiceStatuses.next(service, Optional.of(clusterInState("ready")), "unused", NOW);

    assertThat(step.status().at("/activeServiceStatus/applicationStatuses/llm/status").asText())
        .isEqualTo("DEPLOY_FAILED");
    assertThat(ready(step.status())).isEqualTo("False ZeroServeEndpoints");
  }

  @Test
  void invalidServeConfigIsReportedNamingTheField() {
    ObjectNode service = service("{}");
    service.withObject("spec").put("serveConfigV2", "applications: [{import_path: x}]");

    Step step =
        RayServiceStatuses.next(service, Optional.of(clusterInState("ready")), "unused", NOW);

    assertThat(ready(step.status())).isEqualTo("False ValidationFailed");
    assertThat(step.status().path("conditions").get(0).path("message").asText())
        .isEqualTo("spec.serveConfigV2: applications[0].name is required");
  }

  private static String ready(JsonNode status) {
    return Condition.find(status.path("conditions"), "Ready")
        .map(c -> c.path("status").asText() + " " + c.path("reason").asText())
        .orElse("");
  }

  private static ObjectNode service(String annotations) {
    return Yaml.node(
        """
        apiVersion: ray.io/v1
        kind: RayService
        metadata: {name: svc, namespace: team, uid: s1, generation: 2, annotations: %s}
        spec:
          serveConfigV2: |
            applications:
            - name: llm
              import_path: serve:llm
            - name: embed
              import_path: serve:embed
          rayClusterConfig:
            headGroupSpec:
              template: {spec: {containers: [{name: ray-head}]}}
        """
            .formatted(annotations));
  }
}
