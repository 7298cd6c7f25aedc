package ai.silogen.kaiwo.gateway.discovery;

import static ai.silogen.kaiwo.gateway.discovery.KubernetesFixtures.pod;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PodEndpointsTest {

  @Test
  void aReadyPodIsAnEndpointWithItsAdapters() {
    Pod pod = pod("ns", "m-1", "m", true, "10.0.0.1:8000", "sql", "chat");

    assertThat(PodEndpoints.modelKey(pod)).hasValue("ns/m");
    assertThat(PodEndpoints.endpoint(pod))
        .hasValue(new ObservedEndpoint("ns/m-1", "10.0.0.1:8000", Set.of("sql", "chat")));
  }

  @Test
  void theIpAnnotationOverridesThePodIp() {
    Pod pod =
        new PodBuilder(pod("ns", "m-1", "m", true, "10.0.0.1:8000"))
            .editMetadata()
            .addToAnnotations(KubeAiLabels.MODEL_POD_IP, "127.0.0.1")
            .addToAnnotations(KubeAiLabels.MODEL_POD_PORT, "45678")
            .endMetadata()
            .build();

    assertThat(PodEndpoints.endpoint(pod).orElseThrow().address()).isEqualTo("127.0.0.1:45678");
  }

  @Test
  void ipv6AddressesAreBracketed() {
    Pod pod = pod("ns", "m-1", "m", true, "10.0.0.1:8000");
    pod.getStatus().setPodIP("fd00::7");

    assertThat(PodEndpoints.endpoint(pod).orElseThrow().address()).isEqualTo("[fd00::7]:8000");
  }

  @Test
  void podsThatCannotTakeRequestsAreNotEndpoints() {
    assertThat(PodEndpoints.endpoint(pod("ns", "a", "m", false, "10.0.0.1:8000"))).isEmpty();

    Pod terminating = pod("ns", "b", "m", true, "10.0.0.1:8000");
    terminating.getMetadata().setDeletionTimestamp("2026-01-01T00:00:00Z");
    assertThat(PodEndpoints.endpoint(terminating)).isEmpty();

    Pod noPort = pod("ns", "c", "m", true, "10.0.0.1:8000");
    noPort.getMetadata().getAnnotations().remove(KubeAiLabels.MODEL_POD_PORT);
    assertThat(PodEndpoints.endpoint(noPort)).isEmpty();

    Pod badPort = pod("ns", "d", "m", true, "10.0.0.1:http");
    assertThat(PodEndpoints.endpoint(badPort)).isEmpty();

    Pod noIp = pod("ns", "e", "m", true, "10.0.0.1:8000");
    noIp.getStatus().setPodIP(null);
    assertThat(PodEndpoints.endpoint(noIp)).isEmpty();

    Pod noStatus = pod("ns", "f", "m", true, "10.0.0.1:8000");
    noStatus.setStatus(null);
    assertThat(PodEndpoints.endpoint(noStatus)).isEmpty();
  }

  @Test
  void podsWithoutTheModelLabelBelongToNoModel() {
    Pod pod = pod("ns", "x", "m", true, "10.0.0.1:8000");
    pod.getMetadata().getLabels().remove(KubeAiLabels.MODEL);

    assertThat(PodEndpoints.modelKey(pod)).isEmpty();
  }
}
