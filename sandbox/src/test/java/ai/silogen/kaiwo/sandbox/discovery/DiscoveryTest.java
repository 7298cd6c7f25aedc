package ai.silogen.kaiwo.sandbox.discovery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.TestCrds;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The legacy discovery documents kubectl reads. */
class DiscoveryTest {

  @RegisterExtension static final SandboxExtension SANDBOX = new SandboxExtension();

  static RawApi api;

  @BeforeAll
  static void connect() {
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  private static List<String> texts(JsonNode array, String field) {
    List<String> values = new ArrayList<>();
    array.forEach(item -> values.add(field == null ? item.asText() : item.path(field).asText()));
    return values;
  }

  private static JsonNode resource(JsonNode list, String name) {
    for (JsonNode resource : list.path("resources")) {
      if (resource.path("name").asText().equals(name)) {
        return resource;
      }
    }
    throw new AssertionError(name + " not in " + list);
  }

  @Test
  void versionReportsAKubernetes132Server() {
    JsonNode version = api.get("/version").json();

    assertThat(version.path("major").asText()).isEqualTo("1");
    assertThat(version.path("minor").asText()).isEqualTo("32");
    assertThat(version.path("gitVersion").asText()).startsWith("v1.32.");
  }

  @Test
  void coreGroupIsListedAsApiVersions() {
    JsonNode versions = api.get("/api").json();

    assertThat(versions.path("kind").asText()).isEqualTo("APIVersions");
    assertThat(texts(versions.path("versions"), null)).containsExactly("v1");
  }

  @Test
  void groupListHasTheBuiltInGroupsAndEveryCrdGroup() {
    JsonNode groups = api.get("/apis").json();

    assertThat(groups.path("kind").asText()).isEqualTo("APIGroupList");
    assertThat(texts(groups.path("groups"), "name"))
        .contains(
            "apps",
            "batch",
            "apiextensions.k8s.io",
            "coordination.k8s.io",
            "storage.k8s.io",
            "scheduling.k8s.io",
            "events.k8s.io",
            "rbac.authorization.k8s.io",
            "policy",
            "networking.k8s.io",
            "kaiwo.silogen.ai",
            "config.kaiwo.silogen.ai",
            "kubeai.org");
    for (JsonNode group : groups.path("groups")) {
      assertThat(group.path("preferredVersion").path("groupVersion").asText())
          .startsWith(group.path("name").asText() + "/");
    }
  }

  @Test
  void coreResourcesHaveVerbsShortNamesAndSubresources() {
    JsonNode core = api.get("/api/v1").json();

    assertThat(core.path("kind").asText()).isEqualTo("APIResourceList");
    assertThat(core.path("groupVersion").asText()).isEqualTo("v1");
    JsonNode pods = resource(core, "pods");
    assertThat(pods.path("namespaced").asBoolean()).isTrue();
    assertThat(pods.path("kind").asText()).isEqualTo("Pod");
    assertThat(texts(pods.path("shortNames"), null)).containsExactly("po");
    assertThat(texts(pods.path("verbs"), null))
        .containsExactlyInAnyOrder(
            "create", "delete", "deletecollection", "get", "list", "patch", "update", "watch");
    assertThat(texts(resource(core, "pods/log").path("verbs"), null)).containsExactly("get");
    assertThat(texts(resource(core, "pods/exec").path("verbs"), null)).contains("create");
    assertThat(resource(core, "pods/status").path("kind").asText()).isEqualTo("Pod");
    assertThat(resource(core, "nodes").path("namespaced").asBoolean()).isFalse();
    assertThat(resource(core, "nodes/status")).isNotNull();
  }

  @Test
  void customResourcesAreDiscoverableWithTheirSubresources() {
    JsonNode kubeai = api.get("/apis/kubeai.org/v1").json();

    JsonNode models = resource(kubeai, "models");
    assertThat(models.path("kind").asText()).isEqualTo("Model");
    assertThat(texts(models.path("verbs"), null)).contains("get", "list", "watch", "patch");
    JsonNode scale = resource(kubeai, "models/scale");
    assertThat(scale.path("kind").asText()).isEqualTo("Scale");
    assertThat(scale.path("group").asText()).isEqualTo("autoscaling");
    assertThat(api.get("/apis/kubeai.org").json().path("kind").asText()).isEqualTo("APIGroup");
  }

  @Test
  void newCrdGroupsAppearAndDisappearWithTheirCrd() {
    assertThat(api.get("/apis/test.kaiwo.silogen.ai/v1").code()).isEqualTo(404);

    SANDBOX.sandbox().install(TestCrds.widgets());
    JsonNode widgets = resource(api.get("/apis/test.kaiwo.silogen.ai/v1").json(), "widgets");
    assertThat(texts(widgets.path("shortNames"), null)).containsExactly("wd");
    assertThat(texts(widgets.path("categories"), null)).containsExactly("all");

    SANDBOX
        .client()
        .apiextensions()
        .v1()
        .customResourceDefinitions()
        .withName("widgets.test.kaiwo.silogen.ai")
        .delete();
    await()
        .atMost(Duration.ofSeconds(10))
        .until(() -> api.get("/apis/test.kaiwo.silogen.ai/v1").code() == 404);
    assertThat(texts(api.get("/apis").json().path("groups"), "name"))
        .doesNotContain("test.kaiwo.silogen.ai");
  }

  @Test
  void unknownResourcesAreNotFound() {
    assertThat(api.get("/apis/kaiwo.silogen.ai/v1alpha1/namespaces/default/gizmos").code())
        .isEqualTo(404);
    assertThat(api.get("/apis/nothing.example.com/v1").code()).isEqualTo(404);
  }
}
