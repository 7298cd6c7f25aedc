package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import static ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayFixtures.clusterInState;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayJobStateMachine.Step;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RayJobStateMachineTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  private static final Duration RUN = Duration.ofSeconds(30);

  @Test
  void runsFromInitializingThroughRunningToSucceededAndShutsTheClusterDown() {
    ObjectNode job = rayJob("{}", true);

    Step created = step(job, Optional.empty(), T0);
    assertThat(created.action()).isEqualTo(new ClusterAction.Create("rj-raycluster-new"));
    assertThat(status(created)).isEqualTo("Initializing/");
    assertThat(created.status().path("startTime").asText()).isEqualTo("2026-01-01T00:00:00Z");

    job.set("status", created.status());
    Step waiting = step(job, Optional.of(clusterInState("")), T0.plusSeconds(1));
    assertThat(status(waiting)).isEqualTo("Initializing/");
    assertThat(waiting.action()).isEqualTo(ClusterAction.NONE);

    Step submitted = step(job, Optional.of(clusterInState("ready")), T0.plusSeconds(2));
    assertThat(status(submitted)).isEqualTo("Running/PENDING");
    assertThat(submitted.requeueAfter()).contains(Duration.ZERO);

    job.set("status", submitted.status());
    Step running = step(job, Optional.of(clusterInState("ready")), T0.plusSeconds(3));
    assertThat(status(running)).isEqualTo("Running/RUNNING");
    assertThat(running.status().at("/rayJobInfo/startTime").asText())
        .isEqualTo("2026-01-01T00:00:03Z");
    assertThat(running.requeueAfter()).contains(RUN);

    job.set("status", running.status());
    Step stillRunning = step(job, Optional.of(clusterInState("ready")), T0.plusSeconds(13));
    assertThat(status(stillRunning)).isEqualTo("Running/RUNNING");
    assertThat(stillRunning.requeueAfter()).contains(Duration.ofSeconds(20));

    Step done = step(job, Optional.of(clusterInState("ready")), T0.plusSeconds(33));
    assertThat(status(done)).isEqualTo("Complete/SUCCEEDED");
    assertThat(done.status().path("endTime").asText()).isEqualTo("2026-01-01T00:00:33Z");
    assertThat(done.status().path("rayClusterName").asText()).isEqualTo("rj-raycluster-new");

    job.set("status", done.status());
    Step shutdown = step(job, Optional.of(clusterInState("ready")), T0.plusSeconds(34));
    assertThat(shutdown.action()).isEqualTo(new ClusterAction.Delete("rc"));
  }

  @Test
  void aNonZeroExitCodeFailsTheJob() {
    ObjectNode job = rayJob("{sandbox.kaiwo.silogen.ai/exit-code: '3'}", false);
    job.set(
        "status",
        Yaml.node(
            "{jobDeploymentStatus: Running, jobStatus: RUNNING, rayClusterName: rc, rayJobInfo: {startTime: '2026-01-01T00:00:00Z'}}"));

    Step failed = step(job, Optional.of(clusterInState("ready")), T0.plusSeconds(31));

    assertThat(status(failed)).isEqualTo("Failed/FAILED");
    assertThat(failed.status().path("reason").asText()).isEqualTo("AppFailed");
    assertThat(failed.status().path("message").asText())
        .isEqualTo("Job entrypoint command failed with exit code 3");
    job.set("status", failed.status());
    assertThat(step(job, Optional.of(clusterInState("ready")), T0.plusSeconds(40)).action())
        .as("the cluster stays without shutdownAfterJobFinishes")
        .isEqualTo(ClusterAction.NONE);
  }

  @Test
  void theRunTimeAnnotationOfTheHeadTemplateCounts() {
    ObjectNode job = rayJob("{}", false);
    job.withObject("spec")
        .withObject("rayClusterSpec")
        .withObject("headGroupSpec")
        .withObject("template")
        .withObject("metadata")
        .withObject("annotations")
        .put("sandbox.kaiwo.silogen.ai/run-seconds", "0.5");
    job.set(
        "status",
        Yaml.node("{jobDeploymentStatus: Running, jobStatus: PENDING, rayClusterName: rc}"));

    assertThat(step(job, Optional.of(clusterInState("ready")), T0).requeueAfter())
        .contains(Duration.ofMillis(500));
  }

  @Test
  void aSuspendedJobLosesItsClusterAndStartsOverWhenResumed() {
    ObjectNode job = rayJob("{}", true);
    job.withObject("spec").put("suspend", true);
    job.set(
        "status",
        Yaml.node("{jobDeploymentStatus: Running, jobStatus: RUNNING, rayClusterName: rc}"));

    Step suspending = step(job, Optional.of(clusterInState("ready")), T0);
    assertThat(suspending.action()).isEqualTo(new ClusterAction.Delete("rc"));
    assertThat(status(suspending)).isEqualTo("Suspending/RUNNING");

    job.set("status", suspending.status());
    Step suspended = step(job, Optional.empty(), T0);
    assertThat(status(suspended)).isEqualTo("Suspended/");
    assertThat(suspended.status().has("rayClusterName")).isFalse();

    job.set("status", suspended.status());
    job.withObject("spec").put("suspend", false);
    assertThat(step(job, Optional.empty(), T0).action())
        .isEqualTo(new ClusterAction.Create("rj-raycluster-new"));
  }

  @Test
  void aNewSuspendedJobCreatesNothing() {
    ObjectNode job = rayJob("{}", true);
    job.withObject("spec").put("suspend", true);

    Step step = step(job, Optional.empty(), T0);

    assertThat(step.action()).isEqualTo(ClusterAction.NONE);
    assertThat(status(step)).isEqualTo("Suspended/");
  }

  @Test
  void aMalformedAnnotationFailsValidationNamingIt() {
    ObjectNode job = rayJob("{sandbox.kaiwo.silogen.ai/run-seconds: soon}", true);

    Step step = step(job, Optional.empty(), T0);

    assertThat(step.action()).isEqualTo(ClusterAction.NONE);
    assertThat(status(step)).isEqualTo("Failed/FAILED");
    assertThat(step.status().path("reason").asText()).isEqualTo("ValidationFailed");
    assertThat(step.status().path("message").asText())
        .contains("sandbox.kaiwo.silogen.ai/run-seconds")
        .contains("soon");
  }

  private static Step step(JsonNode job, Optional<JsonNode> cluster, Instant now) {
    return RayJobStateMachine.next(job, cluster, "rj-raycluster-new", RUN, now);
  }

  private static String status(Step step) {
    return step.status().path("jobDeploymentStatus").asText()
        + "/"
        + step.status().path("jobStatus").asText();
  }

  private static ObjectNode rayJob(String annotations, boolean shutdown) {
    return Yaml.node(
        """
        apiVersion: ray.io/v1
        kind: RayJob
        metadata: {name: rj, namespace: team, uid: j1, annotations: %s}
        spec:
          shutdownAfterJobFinishes: %s
          rayClusterSpec:
            headGroupSpec:
              template: {spec: {containers: [{name: ray-head}]}}
        """
            .formatted(annotations, shutdown));
  }
}
