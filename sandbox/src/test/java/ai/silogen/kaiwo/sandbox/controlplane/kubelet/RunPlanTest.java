package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RunPlanTest {

  private static final Duration DEFAULT = Duration.ofSeconds(2);

  private static Pod pod(String restartPolicy, Map<String, String> annotations) {
    return new PodBuilder(Workloads.pod("ns", "p", Workloads.spec(restartPolicy)))
        .editMetadata()
        .withAnnotations(annotations)
        .endMetadata()
        .build();
  }

  @Test
  void runToCompletionPodsUseTheDefaultRunTime() {
    assertThat(RunPlan.of(pod("Never", Map.of()), DEFAULT))
        .isEqualTo(new RunPlan(Optional.of(DEFAULT), 0));
    assertThat(RunPlan.of(pod("OnFailure", Map.of()), DEFAULT).runFor()).contains(DEFAULT);
  }

  @Test
  void annotationsSetFractionalRunTimeAndExitCode() {
    RunPlan plan =
        RunPlan.of(
            pod("Never", Map.of(RunPlan.RUN_SECONDS, "0.25", RunPlan.EXIT_CODE, "42")), DEFAULT);

    assertThat(plan.runFor()).contains(Duration.ofMillis(250));
    assertThat(plan.exitCode()).isEqualTo(42);
  }

  @Test
  void minusOneRunsForever() {
    assertThat(RunPlan.of(pod("Never", Map.of(RunPlan.RUN_SECONDS, "-1")), DEFAULT).runFor())
        .isEmpty();
  }

  @Test
  void alwaysRestartingPodsRunUntilDeletedWhateverTheyAnnotate() {
    Pod service = pod("Always", Map.of(RunPlan.RUN_SECONDS, "1", RunPlan.EXIT_CODE, "1"));
    Pod defaulted = pod(null, Map.of());

    assertThat(RunPlan.of(service, DEFAULT)).isEqualTo(new RunPlan(Optional.empty(), 0));
    assertThat(RunPlan.of(defaulted, DEFAULT).runFor()).isEmpty();
  }

  @Test
  void malformedAnnotationsAreRejectedByName() {
    assertThatThrownBy(() -> RunPlan.of(pod("Never", Map.of(RunPlan.RUN_SECONDS, "soon")), DEFAULT))
        .hasMessage(
            "annotation sandbox.kaiwo.silogen.ai/run-seconds: not a number of seconds: 'soon'");
    assertThatThrownBy(() -> RunPlan.of(pod("Never", Map.of(RunPlan.RUN_SECONDS, "-2")), DEFAULT))
        .hasMessageContaining("must be -1 or a non-negative number, got '-2'");
    assertThatThrownBy(() -> RunPlan.of(pod("Never", Map.of(RunPlan.EXIT_CODE, "256")), DEFAULT))
        .hasMessage(
            "annotation sandbox.kaiwo.silogen.ai/exit-code: must be an integer from 0 to 255, got '256'");
    assertThat(RunPlan.lenient(pod("Never", Map.of(RunPlan.EXIT_CODE, "x")), DEFAULT))
        .isEqualTo(new RunPlan(Optional.of(DEFAULT), 0));
  }
}
