package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SimulatedRunTest {

  private static final Duration DEFAULT = Duration.ofSeconds(2);

  @Test
  void theFirstSourceThatSetsAnAnnotationWins() {
    var job = Yaml.node("metadata: {annotations: {sandbox.kaiwo.silogen.ai/exit-code: '2'}}");
    var head =
        Yaml.node(
            "metadata: {annotations: {sandbox.kaiwo.silogen.ai/run-seconds: '1.5', sandbox.kaiwo.silogen.ai/exit-code: '0'}}");

    SimulatedRun run = SimulatedRun.from(DEFAULT, job, head);

    assertThat(run.runTime()).contains(Duration.ofMillis(1500));
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.fails()).isTrue();
  }

  @Test
  void defaultsAndRunningForever() {
    assertThat(SimulatedRun.from(DEFAULT, Yaml.node("{}")))
        .isEqualTo(new SimulatedRun(Optional.of(DEFAULT), 0));
    assertThat(
            SimulatedRun.from(
                    DEFAULT,
                    Yaml.node(
                        "metadata: {annotations: {sandbox.kaiwo.silogen.ai/run-seconds: '-1'}}"))
                .runTime())
        .isEmpty();
  }

  @Test
  void malformedValuesNameTheAnnotation() {
    assertThatThrownBy(
            () ->
                SimulatedRun.from(
                    DEFAULT,
                    Yaml.node(
                        "metadata: {annotations: {sandbox.kaiwo.silogen.ai/run-seconds: '-3'}}")))
        .hasMessageContaining("sandbox.kaiwo.silogen.ai/run-seconds");
    assertThatThrownBy(
            () ->
                SimulatedRun.from(
                    DEFAULT,
                    Yaml.node(
                        "metadata: {annotations: {sandbox.kaiwo.silogen.ai/exit-code: '300'}}")))
        .hasMessageContaining("sandbox.kaiwo.silogen.ai/exit-code");
  }

  @Test
  void serveConfigApplicationNames() {
    assertThat(ServeConfig.applicationNames("applications:\n- name: a\n- name: b\n"))
        .containsExactly("a", "b");
    assertThat(ServeConfig.applicationNames("")).isEmpty();
    assertThatThrownBy(() -> ServeConfig.applicationNames("applications: ["))
        .hasMessageStartingWith("spec.serveConfigV2: not valid YAML");
  }
}
