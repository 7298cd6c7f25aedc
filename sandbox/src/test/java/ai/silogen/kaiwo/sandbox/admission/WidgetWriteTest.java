package ai.silogen.kaiwo.sandbox.admission;

import static ai.silogen.kaiwo.sandbox.admission.WidgetAdmissionTest.WIDGETS;
import static ai.silogen.kaiwo.sandbox.admission.WidgetAdmissionTest.widget;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.TestCrds;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.RawApi.Reply;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Defaulting, pruning, field validation modes and update rules for the Widget CRD. */
class WidgetWriteTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX =
      SandboxExtension.with(b -> b.installClasspathCrds(false).crds(List.of(TestCrds.widgets())));

  static RawApi api;

  @BeforeAll
  static void connect() {
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  private static JsonNode create(String name, String spec) {
    Reply reply = api.post(WIDGETS, widget(name, spec));
    assertThat(reply.code()).as(reply.body()).isEqualTo(201);
    return reply.json();
  }

  @Test
  void appliesDefaultsRecursivelyIncludingEmptyObjectDefaultsAndArrayItems() {
    JsonNode created = create("defaults", "{\"color\":\"red\",\"parts\":[{\"name\":\"a\"}]}");

    JsonNode spec = created.path("spec");
    assertThat(spec.path("replicas").asInt()).isEqualTo(1);
    assertThat(spec.path("parts").get(0).path("weight").asInt()).isEqualTo(10);
    assertThat(spec.path("settings").path("mode").asText()).isEqualTo("fast");
    assertThat(spec.path("settings").path("limits").path("cpu").asInt()).isEqualTo(2);
  }

  @Test
  void defaultsFillPartiallyGivenObjectsWithoutOverwriting() {
    JsonNode created =
        create("partial", "{\"color\":\"red\",\"settings\":{\"mode\":\"slow\",\"limits\":{}}}");

    assertThat(created.path("spec").path("settings").path("mode").asText()).isEqualTo("slow");
    assertThat(created.path("spec").path("settings").path("limits").path("cpu").asInt())
        .isEqualTo(2);
  }

  @Test
  void nullableFieldsKeepNullAndOthersDropIt() {
    JsonNode created = create("nulls", "{\"color\":\"red\",\"ratio\":null,\"label\":null}");

    assertThat(created.path("spec").has("ratio")).isTrue();
    assertThat(created.path("spec").path("ratio").isNull()).isTrue();
    assertThat(created.path("spec").has("label")).isFalse();
  }

  @Test
  void unknownFieldsArePrunedWithWarningsByDefault() {
    Reply reply =
        api.post(
            WIDGETS,
            widget(
                "pruned",
                "{\"color\":\"red\",\"bogus\":1,"
                    + "\"settings\":{\"other\":true},\"extra\":{\"anything\":{\"goes\":1}}}"));

    assertThat(reply.code()).isEqualTo(201);
    JsonNode spec = reply.json().path("spec");
    assertThat(spec.has("bogus")).isFalse();
    assertThat(spec.path("settings").has("other")).isFalse();
    assertThat(spec.path("extra").path("anything").path("goes").asInt()).isEqualTo(1);
    assertThat(reply.headers("Warning"))
        .containsExactlyInAnyOrder(
            "299 - \"unknown field \\\"spec.bogus\\\"\"",
            "299 - \"unknown field \\\"spec.settings.other\\\"\"");
  }

  @Test
  void strictFieldValidationRejectsUnknownFields() {
    Reply reply =
        api.post(
            WIDGETS + "?fieldValidation=Strict",
            widget("strict", "{\"color\":\"red\",\"bogus\":1}"));

    assertThat(reply.code()).isEqualTo(400);
    assertThat(reply.json().path("reason").asText()).isEqualTo("BadRequest");
    assertThat(reply.json().path("message").asText())
        .isEqualTo(
            "Widget in version \"v1\" cannot"
                + " be handled as a Widget: strict decoding error: unknown field \"spec.bogus\"");
    assertThat(api.get(WIDGETS + "/strict").code()).isEqualTo(404);
  }

  @Test
  void ignoreModePrunesSilently() {
    Reply reply =
        api.post(
            WIDGETS + "?fieldValidation=Ignore",
            widget("ignored", "{\"color\":\"red\",\"bogus\":1}"));

    assertThat(reply.code()).isEqualTo(201);
    assertThat(reply.headers("Warning")).isEmpty();
  }

  @Test
  void transitionRuleRunsOnlyOnUpdateWhenTheOldValueExists() {
    JsonNode created = create("owned", "{\"color\":\"red\"}");
    ObjectNode update = created.deepCopy();
    ((ObjectNode) update.path("spec")).put("owner", "alice");
    Reply first = api.put(WIDGETS + "/owned", Json.write(update));
    assertThat(first.code()).as("setting the owner the first time").isEqualTo(200);

    ObjectNode change = first.json().deepCopy();
    ((ObjectNode) change.path("spec")).put("owner", "bob");
    Reply second = api.put(WIDGETS + "/owned", Json.write(change));

    assertThat(second.code()).isEqualTo(422);
    assertThat(second.json().path("message").asText())
        .endsWith("spec: Invalid value: \"object\": owner is immutable once set.");
  }

  @Test
  void staleResourceVersionConflicts() {
    JsonNode created = create("stale", "{\"color\":\"red\"}");
    ObjectNode first = created.deepCopy();
    ((ObjectNode) first.path("spec")).put("color", "green");
    assertThat(api.put(WIDGETS + "/stale", Json.write(first)).code()).isEqualTo(200);

    ObjectNode second = created.deepCopy();
    ((ObjectNode) second.path("spec")).put("color", "blue");
    Reply conflict = api.put(WIDGETS + "/stale", Json.write(second));

    assertThat(conflict.code()).isEqualTo(409);
    assertThat(conflict.json().path("reason").asText()).isEqualTo("Conflict");
    assertThat(conflict.json().path("message").asText())
        .isEqualTo(
            "Operation cannot be fulfilled on widgets.test.kaiwo.silogen.ai \"stale\": the object has"
                + " been modified; please apply your changes to the latest version and try again");
  }

  @Test
  void updatesOfCustomResourcesNeedAResourceVersion() {
    JsonNode created = create("norv", "{\"color\":\"red\"}");
    ObjectNode update = created.deepCopy();
    ((ObjectNode) update.path("metadata")).remove("resourceVersion");

    Reply reply = api.put(WIDGETS + "/norv", Json.write(update));

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("details").path("causes").get(0).path("field").asText())
        .isEqualTo("metadata.resourceVersion");
  }

  @Test
  void statusWritesKeepSpecAndSpecWritesKeepStatusAndGeneration() {
    JsonNode created = create("subresource", "{\"color\":\"red\"}");
    ObjectNode withStatus = created.deepCopy();
    withStatus.putObject("status").put("phase", "Ready");
    ((ObjectNode) withStatus.path("spec")).put("color", "blue");

    JsonNode afterStatus = api.put(WIDGETS + "/subresource/status", Json.write(withStatus)).json();

    assertThat(afterStatus.path("status").path("phase").asText()).isEqualTo("Ready");
    assertThat(afterStatus.path("spec").path("color").asText()).isEqualTo("red");
    assertThat(afterStatus.path("metadata").path("generation").asInt()).isEqualTo(1);

    ObjectNode specChange = afterStatus.deepCopy();
    ((ObjectNode) specChange.path("spec")).put("color", "green");
    specChange.putObject("status").put("phase", "Overwritten");
    JsonNode afterSpec = api.put(WIDGETS + "/subresource", Json.write(specChange)).json();

    assertThat(afterSpec.path("status").path("phase").asText()).isEqualTo("Ready");
    assertThat(afterSpec.path("metadata").path("generation").asInt()).isEqualTo(2);
  }

  @Test
  void statusIsValidatedToo() {
    JsonNode created = create("badstatus", "{\"color\":\"red\"}");
    ObjectNode withStatus = created.deepCopy();
    withStatus.putObject("status").put("replicas", "many");

    Reply reply = api.put(WIDGETS + "/badstatus/status", Json.write(withStatus));

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("details").path("causes").get(0).path("field").asText())
        .isEqualTo("status.replicas");
  }

  @Test
  void mergePatchRemovesFieldsWithNullAndIsValidated() {
    create("patched", "{\"color\":\"red\",\"label\":\"short\"}");

    Reply removed =
        api.patch(
            WIDGETS + "/patched", "application/merge-patch+json", "{\"spec\":{\"label\":null}}");
    Reply invalid =
        api.patch(
            WIDGETS + "/patched",
            "application/merge-patch+json",
            "{\"spec\":{\"color\":\"pink\"}}");

    assertThat(removed.code()).isEqualTo(200);
    assertThat(removed.json().path("spec").has("label")).isFalse();
    assertThat(invalid.code()).isEqualTo(422);
  }

  @Test
  void jsonPatchAndStrategicMergePatchOfCustomResources() {
    create("jsonpatch", "{\"color\":\"red\"}");

    Reply patched =
        api.patch(
            WIDGETS + "/jsonpatch",
            "application/json-patch+json",
            "[{\"op\":\"replace\",\"path\":\"/spec/color\",\"value\":\"green\"}]");
    Reply strategic =
        api.patch(
            WIDGETS + "/jsonpatch",
            "application/strategic-merge-patch+json",
            "{\"spec\":{\"color\":\"blue\"}}");

    assertThat(patched.json().path("spec").path("color").asText()).isEqualTo("green");
    assertThat(strategic.code()).isEqualTo(415);
  }
}
