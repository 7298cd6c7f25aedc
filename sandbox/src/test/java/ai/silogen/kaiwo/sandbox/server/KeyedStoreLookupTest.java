package ai.silogen.kaiwo.sandbox.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.TestCrds;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.mockwebserver.crud.Attribute;
import io.fabric8.mockwebserver.crud.AttributeSet;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Writes and deletes find the stored object by key: they answer as the mock's scan did, and never
 * compare the other stored objects.
 */
class KeyedStoreLookupTest {

  private static final String CONFIG_MAPS = "/api/v1/namespaces/default/configmaps";
  private static final String WIDGETS = "/apis/test.kaiwo.silogen.ai/v1/namespaces/default/widgets";

  @Test
  void writesAndDeletesCompareNoOtherStoredObject() {
    try (Sandbox sandbox = TestSandbox.start()) {
      RawApi api = new RawApi(sandbox.masterUrl());
      CountingAttributes tripwire = new CountingAttributes("tripwires", "default", "t");
      sandbox
          .dispatcher()
          .getMap()
          .put(
              new AttributeSet(tripwire),
              "{\"apiVersion\":\"v1\",\"kind\":\"Tripwire\",\"metadata\":{\"name\":\"t\"}}");

      assertThat(api.post(CONFIG_MAPS, configMap("a", "[]")).code()).isEqualTo(201);
      assertThat(api.post(CONFIG_MAPS, configMap("a", "[]")).code()).isEqualTo(409);
      assertThat(api.put(CONFIG_MAPS + "/a", configMap("a", "[\"example.com/keep\"]")).code())
          .isEqualTo(200);
      assertThat(
              api.patch(
                      CONFIG_MAPS + "/a",
                      "application/merge-patch+json",
                      "{\"data\":{\"k\":\"v\"}}")
                  .code())
          .isEqualTo(200);
      assertThat(api.delete(CONFIG_MAPS + "/a").code()).isEqualTo(202);
      assertThat(api.patch(CONFIG_MAPS + "/a", "application/merge-patch+json", noFinalizers()))
          .extracting(RawApi.Reply::code)
          .isEqualTo(200);
      assertThat(api.get(CONFIG_MAPS + "/a").code()).isEqualTo(404);
      assertThat(api.post(CONFIG_MAPS, configMap("b", "[]")).code()).isEqualTo(201);
      assertThat(api.delete(CONFIG_MAPS + "/b").code()).isEqualTo(200);

      assertThat(tripwire.comparedAsStoredKey()).isZero();
    }
  }

  @Test
  void aDeleteMarksAnObjectWithFinalizersOnceAndRemovesOneWithout() {
    try (Sandbox sandbox = TestSandbox.start()) {
      RawApi api = new RawApi(sandbox.masterUrl());
      SandboxDispatcher dispatcher = sandbox.dispatcher();
      api.post(CONFIG_MAPS, configMap("kept", "[\"example.com/keep\"]"));
      api.post(CONFIG_MAPS, configMap("gone", "[]"));
      String kept = stored(api, "kept");

      MockResponse marked = dispatcher.handleDelete(CONFIG_MAPS + "/kept");
      JsonNode afterMark = Json.parse(stored(api, "kept"));
      MockResponse again = dispatcher.handleDelete(CONFIG_MAPS + "/kept");
      JsonNode afterAgain = Json.parse(stored(api, "kept"));

      assertThat(marked.code()).isEqualTo(200);
      assertThat(Json.parse(body(marked))).isEqualTo(Json.parse(kept));
      JsonNode metadata = afterMark.path("metadata");
      assertThat(metadata.path("deletionTimestamp").asText())
          .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
      assertThat(metadata.path("resourceVersion").asText())
          .isNotEqualTo(Json.parse(kept).path("metadata").path("resourceVersion").asText());
      assertThat(again.code()).isEqualTo(200);
      assertThat(afterAgain).isEqualTo(afterMark);

      String gone = stored(api, "gone");
      MockResponse removed = dispatcher.handleDelete(CONFIG_MAPS + "/gone");
      assertThat(removed.code()).isEqualTo(200);
      assertThat(body(removed)).isEqualTo(gone);
      assertThat(api.get(CONFIG_MAPS + "/gone").code()).isEqualTo(404);
      assertThat(dispatcher.handleDelete(CONFIG_MAPS + "/gone").code()).isEqualTo(404);
      assertThat(dispatcher.storeScans()).isZero();
    }
  }

  @Test
  void findsWhatTheScanFindsForEveryStoredObject() {
    try (Sandbox sandbox = TestSandbox.start(b -> b.crds(List.of(TestCrds.widgets())))) {
      RawApi api = new RawApi(sandbox.masterUrl());
      for (String ns : List.of("default", "other")) {
        api.post("/api/v1/namespaces", "{\"metadata\":{\"name\":\"" + ns + "\"}}");
        for (String name : List.of("x", "y")) {
          api.post(CONFIG_MAPS.replace("default", ns), configMap(name, "[]"));
          api.post(WIDGETS.replace("default", ns), widget(name));
        }
      }
      api.delete(WIDGETS + "/y");
      SandboxDispatcher dispatcher = sandbox.dispatcher();
      List<AttributeSet> queries = new ArrayList<>();
      for (AttributeSet stored : List.copyOf(dispatcher.getMap().keySet())) {
        queries.add(objectKey(stored, null));
        queries.add(objectKey(stored, "absent"));
      }

      for (AttributeSet query : queries) {
        Map.Entry<AttributeSet, String> scanned =
            dispatcher.getMap().entrySet().stream()
                .filter(e -> e.getKey().matches(query))
                .findFirst()
                .orElse(null);
        Map.Entry<AttributeSet, String> found = dispatcher.findResource(query);
        assertThat(found == null ? null : Map.entry(found.getKey(), found.getValue()))
            .as(query.toString())
            .isEqualTo(scanned == null ? null : Map.entry(scanned.getKey(), scanned.getValue()));
      }
      assertThat(queries).hasSizeGreaterThan(20);
      assertThat(dispatcher.storeScans()).isZero();
    }
  }

  /** The key a write of {@code stored}'s object looks up (by another name, if given). */
  private static AttributeSet objectKey(AttributeSet stored, String otherName) {
    List<Attribute> attributes = new ArrayList<>();
    for (String key : List.of("api", "version", "plural", "namespace", "name")) {
      Attribute attribute = stored.getAttribute(key);
      if (attribute != null) {
        attributes.add(
            key.equals("name") && otherName != null ? new Attribute(key, otherName) : attribute);
      }
    }
    return new AttributeSet(attributes);
  }

  private static String stored(RawApi api, String name) {
    RawApi.Reply reply = api.get(CONFIG_MAPS + "/" + name);
    assertThat(reply.code()).isEqualTo(200);
    return reply.body();
  }

  private static String body(MockResponse response) {
    return response.getBody().readUtf8();
  }

  private static String configMap(String name, String finalizers) {
    return """
        {"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"%s","finalizers":%s}}"""
        .formatted(name, finalizers);
  }

  private static String noFinalizers() {
    return "{\"metadata\":{\"finalizers\":null}}";
  }

  private static String widget(String name) {
    return """
        {"apiVersion":"test.kaiwo.silogen.ai/v1","kind":"Widget","metadata":{"name":"%s"},\
        "spec":{"color":"red"}}"""
        .formatted(name);
  }
}
