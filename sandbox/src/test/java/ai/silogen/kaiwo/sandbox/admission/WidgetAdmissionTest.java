package ai.silogen.kaiwo.sandbox.admission;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.TestCrds;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.RawApi.Reply;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Creates of the hand-written Widget CRD: every schema keyword, CEL level and message shape. */
class WidgetAdmissionTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX =
      SandboxExtension.with(b -> b.installClasspathCrds(false).crds(List.of(TestCrds.widgets())));

  static final String WIDGETS = "/apis/test.kaiwo.silogen.ai/v1/namespaces/default/widgets";

  static RawApi api;

  @BeforeAll
  static void connect() {
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  static String widget(String name, String spec) {
    return "{\"apiVersion\":\"test.kaiwo.silogen.ai/v1\",\"kind\":\"Widget\",\"metadata\":{\"name\":\""
        + name
        + "\"},\"spec\":"
        + spec
        + "}";
  }

  static Stream<Arguments> invalidWidgets() {
    return Stream.of(
        Arguments.of(
            "enum",
            "{\"color\":\"purple\"}",
            "spec.color",
            "Unsupported value: \"purple\": supported values: \"red\", \"green\", \"blue\""),
        Arguments.of(
            "pattern",
            "{\"color\":\"red\",\"code\":\"ABC\"}",
            "spec.code",
            "Invalid value: \"ABC\": spec.code in body should match '^[a-z]{3}-[0-9]+$'"),
        Arguments.of(
            "minimum",
            "{\"color\":\"red\",\"replicas\":-1}",
            "spec.replicas",
            "Invalid value: -1: spec.replicas in body should be greater than or equal to 0"),
        Arguments.of(
            "maxItems",
            "{\"color\":\"red\",\"tags\":[\"a\",\"b\",\"c\",\"d\"]}",
            "spec.tags",
            "Too many: 4: must have at most 3 items"),
        Arguments.of(
            "maxLength",
            "{\"color\":\"red\",\"label\":\"ninechars\"}",
            "spec.label",
            "Too long: may not be more than 8 bytes"),
        Arguments.of("required", "{\"replicas\":1}", "spec.color", "Required value"),
        Arguments.of(
            "required in array item",
            "{\"color\":\"red\",\"parts\":[{\"weight\":1}]}",
            "spec.parts[0].name",
            "Required value"),
        Arguments.of(
            "maxProperties",
            "{\"color\":\"red\",\"labels\":{\"a\":\"1\",\"b\":\"2\",\"c\":\"3\"}}",
            "spec.labels",
            "Too many: 3: must have at most 2 items"),
        Arguments.of(
            "type",
            "{\"color\":\"red\",\"replicas\":\"two\"}",
            "spec.replicas",
            "Invalid value: \"string\": spec.replicas in body must be of type integer: \"string\""),
        Arguments.of(
            "int-or-string",
            "{\"color\":\"red\",\"size\":true}",
            "spec.size",
            "Invalid value: \"boolean\": spec.size in body must be of type integer,string:"
                + " \"boolean\""),
        Arguments.of(
            "CEL on spec",
            "{\"color\":\"red\",\"replicas\":5,\"maxReplicas\":2}",
            "spec",
            "Invalid value: \"object\": replicas must not exceed maxReplicas."),
        Arguments.of(
            "CEL on array items",
            "{\"color\":\"red\",\"parts\":[{\"name\":\"a\",\"path\":\"relative\"}]}",
            "spec.parts[0].path",
            "Invalid value: \"string\": path must be absolute."),
        Arguments.of(
            "set list duplicates",
            "{\"color\":\"red\",\"tags\":[\"a\",\"a\"]}",
            "spec.tags[1]",
            "Duplicate value: \"a\""),
        Arguments.of(
            "map list duplicate keys",
            "{\"color\":\"red\",\"parts\":[{\"name\":\"a\"},{\"name\":\"a\",\"weight\":2}]}",
            "spec.parts[1]",
            "Duplicate value: {\"name\":\"a\"}"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidWidgets")
  void rejectsInvalidWidgetNamingTheField(String title, String spec, String field, String cause) {
    Reply reply = api.post(WIDGETS, widget("bad", spec));

    assertThat(reply.code()).isEqualTo(422);
    JsonNode status = reply.json();
    assertThat(status.path("reason").asText()).isEqualTo("Invalid");
    assertThat(status.path("message").asText())
        .startsWith("Widget.test.kaiwo.silogen.ai \"bad\" is invalid: ")
        .contains(field + ": " + cause);
    assertThat(status.path("details").path("causes"))
        .anySatisfy(
            c -> {
              assertThat(c.path("field").asText()).isEqualTo(field);
              assertThat(c.path("message").asText()).isEqualTo(cause);
            });
  }

  @Test
  void statusBodyIsShapedLikeKubeApiserver() {
    Reply reply = api.post(WIDGETS, widget("x", "{\"color\":\"red\",\"replicas\":-1}"));

    assertThat(reply.json())
        .isEqualTo(
            Json.parse(
                """
        {"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure",
         "message":"Widget.test.kaiwo.silogen.ai \\"x\\" is invalid: spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0",
         "reason":"Invalid",
         "details":{"name":"x","group":"test.kaiwo.silogen.ai","kind":"Widget",
           "causes":[{"reason":"FieldValueInvalid",
             "message":"Invalid value: -1: spec.replicas in body should be greater than or equal to 0",
             "field":"spec.replicas"}]},
         "code":422}"""));
  }

  @Test
  void severalErrorsAreListedInOneMessage() {
    Reply reply =
        api.post(
            WIDGETS,
            widget("two", "{\"color\":\"red\",\"replicas\":-1," + "\"label\":\"far too long\"}"));

    assertThat(reply.json().path("message").asText())
        .isEqualTo(
            "Widget.test.kaiwo.silogen.ai \"two\" is invalid: [spec.replicas: Invalid value: -1:"
                + " spec.replicas in body should be greater than or equal to 0, spec.label: Too long:"
                + " may not be more than 8 bytes]");
    assertThat(reply.json().path("details").path("causes")).hasSize(2);
  }

  @Test
  void rootRuleSeesMetadataName() {
    Reply reply = api.post(WIDGETS, widget("a-name-longer-than-twenty", "{\"color\":\"red\"}"));

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("message").asText())
        .endsWith("<nil>: Invalid value: \"object\": name must not exceed 20 characters.");
  }

  @Test
  void celRulesAreSkippedWhenRequiredFieldsAreMissing() {
    Reply reply = api.post(WIDGETS, widget("blocked", "{\"replicas\":5,\"maxReplicas\":2}"));

    assertThat(reply.json().path("details").path("causes"))
        .extracting(c -> c.path("message").asText())
        .containsExactly(
            "Required value",
            "Invalid value: \"null\": some validation rules were not checked because the object"
                + " was invalid; correct the existing errors to complete validation");
  }

  @Test
  void invalidNameIsRejectedForEveryKind() {
    Reply reply =
        api.post(
            "/api/v1/namespaces/default/configmaps",
            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"Bad_Name\"}}");

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("message").asText())
        .startsWith(
            "ConfigMap \"Bad_Name\" is invalid: metadata.name: Invalid value: \"Bad_Name\":"
                + " a lowercase RFC 1123 subdomain must consist of");
  }

  @Test
  void missingNameWithoutGenerateNameIsRequired() {
    Reply reply =
        api.post(
            "/api/v1/namespaces/default/configmaps",
            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{}}");

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("details").path("causes").get(0).path("message").asText())
        .isEqualTo("Required value: name or generateName is required");
  }

  @Test
  void generateNameGetsAFiveCharacterSuffix() {
    Reply reply =
        api.post(
            "/api/v1/namespaces/default/configmaps",
            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"generateName\":\"cfg-\"}}");

    assertThat(reply.code()).isEqualTo(201);
    assertThat(reply.json().path("metadata").path("name").asText()).matches("cfg-[a-z0-9]{5}");
  }

  @Test
  void invalidLabelValueIsRejected() {
    Reply reply =
        api.post(
            "/api/v1/namespaces/default/configmaps",
            "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"l\","
                + "\"labels\":{\"app\":\"not valid!\"}}}");

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("details").path("causes").get(0).path("field").asText())
        .isEqualTo("metadata.labels");
  }

  @Test
  void crdWithRuleThatDoesNotCompileIsRejected() {
    String crd =
        TestCrds.widgets()
            .toString()
            .replace("widgets.test.kaiwo", "brokens.test.kaiwo")
            .replace("\"plural\":\"widgets\"", "\"plural\":\"brokens\"")
            .replace("self.startsWith('/')", "self.startsWith(");
    Reply reply = api.post("/apis/apiextensions.k8s.io/v1/customresourcedefinitions", crd);

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("details").path("causes").get(0).path("field").asText())
        .startsWith("spec.versions[0].schema.openAPIV3Schema.properties[spec]")
        .endsWith("x-kubernetes-validations[0].rule");
  }
}
