package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChangedFieldsTest {

  @Test
  void namesTheFieldsUsersWriteOnceEach() {
    assertThat(
            ChangedFields.of(
                List.of(
                    "spec.template.spec.containers[0].image",
                    "spec.template.spec.containers[0].env[0].value",
                    "spec.template.spec.containers[0].env[2].value",
                    "spec.template.spec.containers[0].resources.limits.amd.com/gpu",
                    "spec.template.spec.initContainers[1].env[0].value",
                    "spec.template.spec.nodeSelector.kaiwo/gpu-model",
                    "spec.rayClusterSpec.workerGroupSpecs[0].template.spec.containers[0].command[2]",
                    "spec.parallelism",
                    "metadata.labels.team (removed)")))
        .isEqualTo("image, env, resources, nodeSelector, command, parallelism, team");
  }
}
