package ai.silogen.kaiwo.sandbox.selector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.Watch;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Set-based label selectors and field selectors on lists and watches. */
class SelectorTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX = SandboxExtension.with(b -> b.installClasspathCrds(false));

  static KubernetesClient client;

  @BeforeAll
  static void connect() {
    client = SANDBOX.client();
  }

  private static Namespace namespace(String name) {
    return client
        .namespaces()
        .resource(new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build())
        .create();
  }

  private static Pod pod(String namespace, String name, Map<String, String> labels, String node) {
    return client
        .pods()
        .inNamespace(namespace)
        .resource(
            new PodBuilder()
                .withNewMetadata()
                .withName(name)
                .withLabels(labels)
                .endMetadata()
                .withNewSpec()
                .withNodeName(node)
                .addNewContainer()
                .withName("main")
                .withImage("busybox")
                .endContainer()
                .endSpec()
                .build())
        .create();
  }

  private static List<String> names(List<Pod> pods) {
    return pods.stream().map(p -> p.getMetadata().getName()).toList();
  }

  @Test
  void listsHonourSetBasedLabelSelectors() {
    namespace("lists");
    pod("lists", "gold", Map.of("tier", "gold"), null);
    pod("lists", "silver", Map.of("tier", "silver"), null);
    pod("lists", "plain", Map.of(), null);
    var pods = client.pods().inNamespace("lists");

    assertThat(names(pods.withLabelIn("tier", "gold", "silver").list().getItems()))
        .containsExactly("gold", "silver");
    assertThat(names(pods.withLabelNotIn("tier", "gold").list().getItems()))
        .containsExactly("plain", "silver");
    assertThat(names(pods.withLabel("tier").list().getItems())).containsExactly("gold", "silver");
    assertThat(names(pods.withoutLabel("tier").list().getItems())).containsExactly("plain");
    assertThat(
            names(pods.withLabelSelector("tier in (gold, silver),tier!=silver").list().getItems()))
        .containsExactly("gold");
  }

  @Test
  void listsHonourFieldSelectors() {
    namespace("fields");
    pod("fields", "on-a", Map.of(), "node-a");
    pod("fields", "on-b", Map.of(), "node-b");
    pod("fields", "nowhere", Map.of(), null);
    client
        .pods()
        .inNamespace("fields")
        .withName("on-a")
        .editStatus(p -> new PodBuilder(p).editStatus().withPhase("Running").endStatus().build());

    assertThat(
            names(
                client
                    .pods()
                    .inAnyNamespace()
                    .withField("spec.nodeName", "node-a")
                    .list()
                    .getItems()))
        .containsExactly("on-a");
    assertThat(
            names(
                client
                    .pods()
                    .inNamespace("fields")
                    .withField("spec.nodeName", "")
                    .list()
                    .getItems()))
        .containsExactly("nowhere");
    assertThat(
            names(
                client
                    .pods()
                    .inNamespace("fields")
                    .withField("status.phase", "Pending")
                    .list()
                    .getItems()))
        .containsExactly("nowhere", "on-b");
    assertThat(
            names(
                client
                    .pods()
                    .inAnyNamespace()
                    .withField("metadata.namespace", "fields")
                    .withoutField("metadata.name", "on-b")
                    .list()
                    .getItems()))
        .containsExactly("nowhere", "on-a");
  }

  @Test
  void watchesSeeObjectsEnterAndLeaveTheSelector() {
    namespace("watches");
    pod("watches", "before", Map.of("tier", "gold"), null);
    List<String> events = new CopyOnWriteArrayList<>();
    Watch watch =
        client
            .pods()
            .inNamespace("watches")
            .withLabelIn("tier", "gold", "silver")
            .watch(
                new Watcher<>() {
                  @Override
                  public void eventReceived(Action action, Pod pod) {
                    events.add(action + " " + pod.getMetadata().getName());
                  }

                  @Override
                  public void onClose(WatcherException cause) {}
                });
    try {
      await().atMost(Duration.ofSeconds(5)).until(() -> events.contains("ADDED before"));
      pod("watches", "bronze", Map.of("tier", "bronze"), null);
      pod("watches", "silver", Map.of("tier", "silver"), null);
      relabel("watches", "silver", "bronze");
      relabel("watches", "bronze", "gold");
      client.pods().inNamespace("watches").withName("before").delete();

      await().atMost(Duration.ofSeconds(5)).until(() -> events.size() >= 5);
      assertThat(events)
          .containsExactly(
              "ADDED before", "ADDED silver", "DELETED silver", "ADDED bronze", "DELETED before");
    } finally {
      watch.close();
    }
  }

  private static void relabel(String namespace, String pod, String tier) {
    client
        .pods()
        .inNamespace(namespace)
        .withName(pod)
        .edit(
            p -> new PodBuilder(p).editMetadata().addToLabels("tier", tier).endMetadata().build());
  }

  @Test
  void informersWithSetBasedSelectorsCacheOnlyMatchingObjects() {
    namespace("informers");
    pod("informers", "in", Map.of("app", "a"), null);
    pod("informers", "out", Map.of("app", "b"), null);
    SharedIndexInformer<Pod> informer =
        client.pods().inNamespace("informers").withLabelIn("app", "a", "c").inform();
    try {
      pod("informers", "later", Map.of("app", "c"), null);
      await().atMost(Duration.ofSeconds(5)).until(() -> informer.getStore().list().size() == 2);
      assertThat(informer.getStore().listKeys())
          .containsExactlyInAnyOrder("informers/in", "informers/later");
    } finally {
      informer.close();
    }
  }

  @Test
  void plainHttpWatchStreamsFilteredEventsLikeKubectlReadsThem() throws Exception {
    namespace("httpwatch");
    String selector = URLEncoder.encode("tier notin (bronze)", StandardCharsets.UTF_8);
    String resourceVersion =
        client.pods().inNamespace("httpwatch").list().getMetadata().getResourceVersion();
    HttpRequest request =
        HttpRequest.newBuilder(
                URI.create(
                    SANDBOX.sandbox().masterUrl()
                        + "/api/v1/namespaces/httpwatch/pods?watch=true&labelSelector="
                        + selector
                        + "&resourceVersion="
                        + resourceVersion))
            .build();
    HttpResponse<Stream<String>> response =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .build()
            .send(request, HttpResponse.BodyHandlers.ofLines());

    pod("httpwatch", "bronze", Map.of("tier", "bronze"), null);
    pod("httpwatch", "gold", Map.of("tier", "gold"), null);

    JsonNode event = Json.parse(response.body().findFirst().orElseThrow());
    assertThat(event.path("type").asText()).isEqualTo("ADDED");
    assertThat(event.path("object").path("metadata").path("name").asText()).isEqualTo("gold");
    assertThat(response.headers().firstValue("Content-Type")).contains("application/json");
  }
}
