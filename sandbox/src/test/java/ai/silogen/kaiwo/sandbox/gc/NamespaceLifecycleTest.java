package ai.silogen.kaiwo.sandbox.gc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.TestCrds;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.store.SystemFinalizers;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.RawApi.Reply;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Namespaces must exist to hold objects; deleting one (or a CRD) deletes what it holds. */
class NamespaceLifecycleTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX = SandboxExtension.with(b -> b.installClasspathCrds(false));

  static KubernetesClient client;
  static RawApi api;

  @BeforeAll
  static void connect() {
    client = SANDBOX.client();
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  private static void configMap(String namespace, String name, String... finalizers) {
    client
        .configMaps()
        .inNamespace(namespace)
        .resource(
            new ConfigMapBuilder()
                .withNewMetadata()
                .withName(name)
                .withFinalizers(finalizers)
                .endMetadata()
                .build())
        .create();
  }

  @Test
  void clusterStartsWithTheDefaultNamespacesActive() {
    assertThat(client.namespaces().list().getItems())
        .extracting(n -> n.getMetadata().getName())
        .containsExactlyInAnyOrderElementsOf(Sandbox.DEFAULT_NAMESPACES);
    assertThat(client.namespaces().withName("default").get().getStatus().getPhase())
        .isEqualTo("Active");
  }

  @Test
  void creatingInAMissingNamespaceIsNotFound() {
    Reply reply =
        api.post(
            "/api/v1/namespaces/nowhere/configmaps",
            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"c\"}}");

    assertThat(reply.code()).isEqualTo(404);
    assertThat(reply.json())
        .isEqualTo(
            Json.parse(
                """
        {"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure",
         "message":"namespaces \\"nowhere\\" not found","reason":"NotFound",
         "details":{"name":"nowhere","kind":"namespaces"},"code":404}"""));
  }

  @Test
  void deletingANamespaceDeletesItsObjectsThenItself() {
    client
        .namespaces()
        .resource(new NamespaceBuilder().withNewMetadata().withName("doomed").endMetadata().build())
        .create();
    configMap("doomed", "plain");
    configMap("doomed", "held", "test.kaiwo.silogen.ai/hold");

    client.namespaces().withName("doomed").delete();

    Namespace terminating = client.namespaces().withName("doomed").get();
    assertThat(terminating.getStatus().getPhase()).isEqualTo("Terminating");
    assertThat(terminating.getMetadata().getDeletionTimestamp()).isNotNull();
    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(20))
        .until(() -> client.configMaps().inNamespace("doomed").withName("plain").get() == null);
    Reply refused =
        api.post(
            "/api/v1/namespaces/doomed/configmaps",
            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"late\"}}");
    assertThat(refused.code()).isEqualTo(403);
    assertThat(refused.json().path("message").asText())
        .isEqualTo(
            "unable to create new content in namespace doomed because it is being" + " terminated");
    assertThat(client.namespaces().withName("doomed").get()).isNotNull();

    client
        .configMaps()
        .inNamespace("doomed")
        .withName("held")
        .edit(cm -> new ConfigMapBuilder(cm).editMetadata().withFinalizers().endMetadata().build());

    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(20))
        .until(() -> client.namespaces().withName("doomed").get() == null);
  }

  @Test
  void deletingACrdDeletesItsCustomResources() {
    SANDBOX.sandbox().install(TestCrds.widgets());
    var widgets = client.genericKubernetesResources("test.kaiwo.silogen.ai/v1", "Widget");
    widgets
        .resource(
            new GenericKubernetesResourceBuilder()
                .withApiVersion("test.kaiwo.silogen.ai/v1")
                .withKind("Widget")
                .withNewMetadata()
                .withName("w")
                .endMetadata()
                .withAdditionalProperties(Map.of("spec", Map.of("color", "red")))
                .build())
        .create();
    assertThat(
            client
                .apiextensions()
                .v1()
                .customResourceDefinitions()
                .withName("widgets.test.kaiwo.silogen.ai")
                .get()
                .getMetadata()
                .getFinalizers())
        .contains(SystemFinalizers.CRD_CLEANUP);

    client
        .apiextensions()
        .v1()
        .customResourceDefinitions()
        .withName("widgets.test.kaiwo.silogen.ai")
        .delete();

    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(20))
        .until(
            () ->
                client
                        .apiextensions()
                        .v1()
                        .customResourceDefinitions()
                        .withName("widgets.test.kaiwo.silogen.ai")
                        .get()
                    == null);
    assertThat(
            SANDBOX.sandbox().dispatcher().index().list("test.kaiwo.silogen.ai", "widgets", null))
        .isEmpty();
    assertThat(api.get("/apis/test.kaiwo.silogen.ai/v1/namespaces/default/widgets").code())
        .isEqualTo(404);
  }

  @Test
  void clusterScopedObjectsIgnoreANamespaceInTheirMetadata() {
    Reply reply =
        api.post(
            "/api/v1/nodes",
            "{\"apiVersion\":\"v1\",\"kind\":\"Node\",\"metadata\":{\"name\":\"n1\","
                + "\"namespace\":\"default\"}}");

    assertThat(reply.code()).isEqualTo(201);
    assertThat(reply.json().path("metadata").has("namespace")).isFalse();
    assertThat(List.of(reply.json().path("metadata").path("name").asText())).containsExactly("n1");
  }
}
