package ai.silogen.kaiwo.operator.modelserving.status;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.ModelSpec;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** KubeAI's {@code model_scaling_bounds_test} as a table. */
class ReplicaBoundsTest {

  @ParameterizedTest(name = "replicas={0} min={1} max={2} disabled={3} -> {4}")
  @CsvSource(
      nullValues = "-",
      value = {
        "-, -, -, false, 0",
        "-, 1, -, false, 1",
        "0, 1, 3, false, 1",
        "2, 1, 3, false, -",
        "4, 1, 3, false, 3",
        "0, 0, -, false, -",
        "9, 0, -, false, -",
        "4, 1, 3, true, -",
        "-, 1, 3, true, -"
      })
  void clamps(Integer replicas, Integer min, Integer max, boolean disabled, Integer expected) {
    ModelSpec spec = new ModelSpec();
    spec.setReplicas(replicas);
    spec.setMinReplicas(min);
    spec.setMaxReplicas(max);
    spec.setAutoscalingDisabled(disabled);

    assertThat(ReplicaBounds.clamp(spec)).isEqualTo(Optional.ofNullable(expected));
  }
}
