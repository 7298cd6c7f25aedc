package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import org.junit.jupiter.api.Test;

class PodRequestsTest {

  @Test
  void sumsContainersAndFallsBackToLimits() {
    ResourceAmounts requests =
        PodRequests.of(
            Yaml.node(
                """
                containers:
                - name: a
                  resources:
                    requests: {cpu: 1, memory: 1Gi}
                    limits: {cpu: 2, amd.com/gpu: 4}
                - name: b
                  resources:
                    requests: {cpu: 500m}
                """),
            "spec");

    assertThat(requests.toJson())
        .isEqualTo(Yaml.node("{amd.com/gpu: '4', cpu: 1500m, memory: 1Gi}"));
  }

  @Test
  void initContainersCountWhenLargerAndOverheadIsAdded() {
    ResourceAmounts requests =
        PodRequests.of(
            Yaml.node(
                """
                initContainers:
                - name: download
                  resources: {requests: {cpu: 4}}
                containers:
                - name: main
                  resources: {requests: {cpu: 1, memory: 2Gi}}
                overhead: {cpu: 100m}
                """),
            "spec");

    assertThat(requests.toJson()).isEqualTo(Yaml.node("{cpu: 4100m, memory: 2Gi}"));
  }
}
