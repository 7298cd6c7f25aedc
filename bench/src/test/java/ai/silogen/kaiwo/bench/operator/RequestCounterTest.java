package ai.silogen.kaiwo.bench.operator;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RequestCounterTest {

  @Test
  void namesTheResourceTypeOfNamespacedClusterScopedAndDiscoveryPaths() {
    assertThat(RequestCounter.resourceOf("/apis/batch/v1/namespaces/bench/jobs")).isEqualTo("jobs");
    assertThat(RequestCounter.resourceOf("/apis/batch/v1/namespaces/bench/jobs/job-1"))
        .isEqualTo("jobs");
    assertThat(
            RequestCounter.resourceOf(
                "/apis/kaiwo.silogen.ai/v1alpha1/namespaces/bench/kaiwojobs/job-1/status"))
        .isEqualTo("kaiwojobs/status");
    assertThat(RequestCounter.resourceOf("/api/v1/nodes/mi300x-0")).isEqualTo("nodes");
    assertThat(RequestCounter.resourceOf("/api/v1/namespaces/bench")).isEqualTo("namespaces");
    assertThat(RequestCounter.resourceOf("/api/v1/namespaces/bench/status"))
        .isEqualTo("namespaces/status");
    assertThat(RequestCounter.resourceOf("/apis/kueue.x-k8s.io/v1beta1")).isEqualTo("discovery");
    assertThat(RequestCounter.resourceOf("/api/v1")).isEqualTo("discovery");
  }
}
