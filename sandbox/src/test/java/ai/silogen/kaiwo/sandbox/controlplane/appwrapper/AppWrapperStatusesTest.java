package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperStatuses.Observation;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AppWrapperStatusesTest {

  private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

  @Test
  void aSuspendedAppWrapperIsSuspendedAndHoldsNoQuota() {
    ObjectNode appWrapper = AppWrapperComponentsTest.appWrapper();
    appWrapper.withObject("spec").put("suspend", true);

    ObjectNode status = AppWrapperStatuses.of(appWrapper, observe(false, List.of()), NOW);

    assertThat(status.path("phase").asText()).isEqualTo("Suspended");
    assertThat(conditions(status))
        .contains("QuotaReserved=False", "ResourcesDeployed=False", "Unhealthy=False");
    assertThat(
            AppWrapperStatuses.of(appWrapper, observe(true, List.of()), NOW).path("phase").asText())
        .isEqualTo("Suspending");
  }

  @Test
  void resumingUntilDeployedThenRunningUntilEveryPodSucceeded() {
    ObjectNode appWrapper = AppWrapperComponentsTest.appWrapper();

    assertThat(phase(appWrapper, observe(false, List.of()))).isEqualTo("Resuming");
    ObjectNode running =
        AppWrapperStatuses.of(
            appWrapper, observe(true, pods("Running", "Running", "Running")), NOW);
    assertThat(running.path("phase").asText()).isEqualTo("Running");
    assertThat(conditions(running))
        .contains("QuotaReserved=True", "ResourcesDeployed=True", "PodsReady=True");
    assertThat(phase(appWrapper, observe(true, pods("Running", "Pending", "Running"))))
        .isEqualTo("Running");
    assertThat(phase(appWrapper, observe(true, pods("Succeeded", "Succeeded", "Succeeded"))))
        .isEqualTo("Succeeded");
  }

  @Test
  void aFailedPodFailsTheAppWrapperForGood() {
    ObjectNode appWrapper = AppWrapperComponentsTest.appWrapper();

    ObjectNode failed =
        AppWrapperStatuses.of(appWrapper, observe(true, pods("Running", "Failed", "Running")), NOW);

    assertThat(failed.path("phase").asText()).isEqualTo("Failed");
    assertThat(conditions(failed)).contains("Unhealthy=True");
    appWrapper.set("status", failed);
    assertThat(AppWrapperStatuses.isFinished(appWrapper)).isTrue();
    assertThat(phase(appWrapper, observe(true, pods("Running", "Running", "Running"))))
        .isEqualTo("Failed");
  }

  @Test
  void anInvalidComponentFailsWithTheReason() {
    ObjectNode status =
        AppWrapperStatuses.of(
            AppWrapperComponentsTest.appWrapper(),
            new Observation(
                List.of(), List.of(), Optional.of("spec.components[0].template.kind is required")),
            NOW);

    assertThat(status.path("phase").asText()).isEqualTo("Failed");
    assertThat(
            Condition.find(status.path("conditions"), "Unhealthy")
                .orElseThrow()
                .path("message")
                .asText())
        .isEqualTo("spec.components[0].template.kind is required");
  }

  private static String phase(ObjectNode appWrapper, Observation observation) {
    return AppWrapperStatuses.of(appWrapper, observation, NOW).path("phase").asText();
  }

  private static Observation observe(boolean deployed, List<ObjectNode> pods) {
    return new Observation(List.of(deployed), pods, Optional.empty());
  }

  private static List<ObjectNode> pods(String... phases) {
    return java.util.Arrays.stream(phases)
        .map(
            phase ->
                Yaml.node(
                    "status: {phase: %s, conditions: [{type: Ready, status: '%s'}]}"
                        .formatted(phase, phase.equals("Running") ? "True" : "False")))
        .toList();
  }

  private static List<String> conditions(JsonNode status) {
    List<String> result = new java.util.ArrayList<>();
    status
        .path("conditions")
        .forEach(c -> result.add(c.path("type").asText() + "=" + c.path("status").asText()));
    return result;
  }
}
