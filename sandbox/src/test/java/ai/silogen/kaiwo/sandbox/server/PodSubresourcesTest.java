package ai.silogen.kaiwo.sandbox.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.RawApi.Reply;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code pods/binding} as kube-scheduler uses it, and {@code pods/eviction}. */
class PodSubresourcesTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX = SandboxExtension.with(b -> b.installClasspathCrds(false));

  static KubernetesClient client;
  static RawApi api;

  @BeforeAll
  static void connect() {
    client = SANDBOX.client();
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  private static Pod pod(String name) {
    return client
        .pods()
        .resource(
            new PodBuilder()
                .withNewMetadata()
                .withName(name)
                .endMetadata()
                .withNewSpec()
                .addNewContainer()
                .withName("main")
                .withImage("busybox")
                .endContainer()
                .endSpec()
                .build())
        .create();
  }

  private static String binding(Pod pod, String node) {
    return "{\"apiVersion\":\"v1\",\"kind\":\"Binding\",\"metadata\":{\"name\":\""
        + pod.getMetadata().getName()
        + "\",\"uid\":\""
        + pod.getMetadata().getUid()
        + "\"},\"target\":{\"apiVersion\":\"v1\",\"kind\":\"Node\",\"name\":\""
        + node
        + "\"}}";
  }

  @Test
  void bindingSetsTheNodeAndPodScheduledOnceOnly() {
    Pod pod = pod("bind-me");

    Reply bound = api.post("/api/v1/namespaces/default/pods/bind-me/binding", binding(pod, "n1"));
    Reply again = api.post("/api/v1/namespaces/default/pods/bind-me/binding", binding(pod, "n2"));

    assertThat(bound.code()).isEqualTo(201);
    Pod stored = client.pods().withName("bind-me").get();
    assertThat(stored.getSpec().getNodeName()).isEqualTo("n1");
    assertThat(stored.getStatus().getConditions())
        .filteredOn(c -> c.getType().equals("PodScheduled"))
        .extracting(PodCondition::getStatus)
        .containsExactly("True");
    assertThat(stored.getStatus().getPhase()).isEqualTo("Pending");
    assertThat(again.code()).isEqualTo(409);
    assertThat(again.json().path("message").asText())
        .contains("pod bind-me is already assigned to node \"n1\"");
  }

  @Test
  void bindingChecksTheUid() {
    Pod pod = pod("uid-check");
    pod.getMetadata().setUid("someone-else");

    assertThat(
            api.post("/api/v1/namespaces/default/pods/uid-check/binding", binding(pod, "n1"))
                .code())
        .isEqualTo(409);
  }

  @Test
  void evictionDeletesThePod() {
    pod("evict-me");

    boolean evicted = client.pods().withName("evict-me").evict();

    assertThat(evicted).isTrue();
    assertThat(client.pods().withName("evict-me").get()).isNull();
  }
}
